import { describe, expect, it } from "vitest";
import type { TemplateTab } from "./api/get-notify-template";
import { placeholder, placeholdersOf } from "./template-placeholders";
import { firstBlankTitle, templateKeys, templateOf, withTemplateText } from "./template-tabs";

const tabs: TemplateTab[] = [
  {
    channel_type: "bark",
    name: "Bark",
    download_start: { name: "开始下载", title: "开始下载：{{title}}", body: "b1" },
    test: { name: "测试消息", title: "Movie Robot 测试消息", body: "b2" },
  },
  {
    channel_type: "telegram",
    name: "Telegram",
    download_start: { name: "开始下载", title: "开始下载：{{title}}", body: "b1" },
  },
];

describe("template tabs", () => {
  it("lists every key but channel_type and name that holds a template", () => {
    expect(templateKeys(tabs[0] as TemplateTab)).toEqual(["download_start", "test"]);
    expect(templateKeys({ channel_type: "x", name: "X", extra: 1 })).toEqual([]);
  });

  it("puts known message types in their natural order, whatever the JSON's key order", () => {
    const t = { name: "", title: "t", body: "" };
    const sorted = {
      channel_type: "x",
      name: "X",
      custom: t,
      download_completed: t,
      test: t,
      download_start: t,
    };
    expect(templateKeys(sorted)).toEqual([
      "download_start",
      "download_completed",
      "test",
      "custom",
    ]);
  });

  it("changes one channel's one template and keeps the rest as it was", () => {
    const next = withTemplateText(tabs, "bark", "test", { title: "新标题" });
    expect(templateOf(next[0] as TemplateTab, "test")).toEqual({
      name: "测试消息",
      title: "新标题",
      body: "b2",
    });
    expect(next[1]).toBe(tabs[1]);
    expect(templateOf(tabs[0] as TemplateTab, "test")?.title).toBe("Movie Robot 测试消息");
  });

  it("finds the first empty title", () => {
    expect(firstBlankTitle(tabs)).toBeNull();
    const next = withTemplateText(tabs, "telegram", "download_start", { title: "" });
    expect(firstBlankTitle(next)).toEqual({ channelType: "telegram", key: "download_start" });
  });
});

describe("placeholders", () => {
  it("names the built-in backend's placeholders, or the server's own list", () => {
    expect(placeholdersOf("test", undefined)).toEqual(["channel_name"]);
    expect(placeholdersOf("download_start", undefined)).toContain("torrent_name");
    expect(placeholdersOf("x", { name: "", title: "", body: "", vars: ["a"] })).toEqual(["a"]);
    expect(placeholdersOf("unknown", undefined)).toEqual([]);
    expect(placeholder("title")).toBe("{{title}}");
  });
});
