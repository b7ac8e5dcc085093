import { describe, expect, it } from "vitest";
import { basePath, normalizeBasePath, readBasePath, withBasePath } from "./base-path";

function docWith(content?: string): Document {
  const doc = document.implementation.createHTMLDocument("x");
  if (content !== undefined) {
    const meta = doc.createElement("meta");
    meta.name = "mr-base-path";
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe("base path", () => {
  it("reads the server's meta and normalises it", () => {
    expect(readBasePath(docWith("/mr"))).toBe("/mr");
    expect(readBasePath(docWith("/mr/"))).toBe("/mr");
    expect(readBasePath(docWith("mr"))).toBe("/mr");
    expect(readBasePath(docWith("/a/b"))).toBe("/a/b");
  });

  it("is empty at the root, without the meta, and for '/'", () => {
    expect(readBasePath(docWith(""))).toBe("");
    expect(readBasePath(docWith())).toBe("");
    expect(normalizeBasePath("/")).toBe("");
    expect(normalizeBasePath(null)).toBe("");
    // The test page has no meta, so the app-wide value is the root.
    expect(basePath).toBe("");
  });

  it("prefixes root-relative URLs only", () => {
    expect(withBasePath("/user/avatar/1.png", "/mr")).toBe("/mr/user/avatar/1.png");
    expect(withBasePath("https://img.example/x.png", "/mr")).toBe("https://img.example/x.png");
    expect(withBasePath("//cdn.example/x.png", "/mr")).toBe("//cdn.example/x.png");
    expect(withBasePath("data:image/png;base64,AA", "/mr")).toBe("data:image/png;base64,AA");
    expect(withBasePath("/user/a.png", "")).toBe("/user/a.png");
  });
});
