import { describe, expect, it } from "vitest";
import { writeThemeCookie } from "./theme-cookie";

describe("writeThemeCookie", () => {
  it("names the palette as <body data-theme> does, under the base path", () => {
    const doc = { cookie: "" } as Document;
    writeThemeCookie("DEEP_DARK", "/mr", doc);
    expect(doc.cookie).toBe("mr-theme=deep-dark; Path=/mr/; Max-Age=31536000; SameSite=Lax");
  });
});
