import { describe, expect, it } from "vitest";
import { mediaImage } from "./media-image";

describe("mediaImage", () => {
  it("prefixes the base path to the server's image proxy URLs", () => {
    expect(mediaImage("/api/common/image?url=x", "/mr")).toBe("/mr/api/common/image?url=x");
    expect(mediaImage("/api/common/image?url=x", "")).toBe("/api/common/image?url=x");
  });

  it("leaves other URLs alone and answers undefined for none", () => {
    expect(mediaImage("https://img.example/p.jpg", "/mr")).toBe("https://img.example/p.jpg");
    expect(mediaImage("")).toBeUndefined();
    expect(mediaImage(null)).toBeUndefined();
    expect(mediaImage(undefined)).toBeUndefined();
  });
});
