import { describe, expect, it } from "vitest";
import { frameHash, frameSource, menuTitleFor } from "./frame-source";

describe("frameSource", () => {
  it("embeds the same-origin path after '#', under the base path", () => {
    expect(frameSource("#/static/tv_calendar.html", "")).toBe("/static/tv_calendar.html");
    expect(frameSource("#/static/a.html?x=1", "/mr")).toBe("/mr/static/a.html?x=1");
  });

  it("refuses anything that could leave the origin, and nothing", () => {
    expect(frameSource("#https://evil.example/", "")).toBeNull();
    expect(frameSource("#//evil.example/", "")).toBeNull();
    expect(frameSource("#/\\evil.example/", "")).toBeNull();
    expect(frameSource("#javascript:alert(1)", "")).toBeNull();
    expect(frameSource("", "")).toBeNull();
  });
});

describe("menuTitleFor", () => {
  const menus = [
    {
      title: "系统",
      pages: [
        { title: "日历", href: "/common/view?hidePadding=true#/static/tv_calendar.html" },
        {
          title: "组",
          href: "/g",
          children: [{ title: "统计", href: "/common/view#/static/s.html" }],
        },
      ],
    },
  ];

  it("finds the entry whose href is exactly the location, nested ones too", () => {
    expect(menuTitleFor(menus, "/common/view?hidePadding=true#/static/tv_calendar.html", "")).toBe(
      "日历",
    );
    expect(menuTitleFor(menus, "/mr/common/view#/static/s.html", "/mr")).toBe("统计");
    expect(menuTitleFor(menus, "/common/view#/static/other.html", "")).toBeUndefined();
  });
});

describe("frameHash", () => {
  const at = (href: string) => new URL(href);

  it("turns the frame's location back into the hash frameSource reads", () => {
    const location = at("http://nas.lan/mr/static/b.html?x=1#part");
    const hash = frameHash(location, "http://nas.lan", "/mr");
    expect(hash).toBe("#/static/b.html?x=1#part");
    expect(frameSource(hash ?? "", "/mr")).toBe("/mr/static/b.html?x=1#part");
    expect(frameHash(at("http://nas.lan/static/a.html"), "http://nas.lan", "")).toBe(
      "#/static/a.html",
    );
  });

  it("gives nothing for a frame not loaded yet, elsewhere, or outside the base path", () => {
    expect(frameHash(at("about:blank"), "http://nas.lan", "")).toBeNull();
    expect(frameHash(at("http://other.lan/static/a.html"), "http://nas.lan", "")).toBeNull();
    expect(frameHash(at("http://nas.lan/mrx/a.html"), "http://nas.lan", "/mr")).toBeNull();
    expect(frameHash(at("http://nas.lan/mr"), "http://nas.lan", "/mr")).toBe("#/");
  });
});
