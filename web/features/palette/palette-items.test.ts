import { beforeAll, describe, expect, it } from "vitest";
import { i18nObject } from "../../i18n/i18n-util";
import { loadLocaleAsync } from "../../i18n/i18n-util.async";
import { loadBaseLocale } from "../../i18n/load-base-locale";
import {
  actionItems,
  matchItems,
  recentSearches,
  rememberSearch,
  screenItems,
} from "./palette-items";

beforeAll(async () => {
  loadBaseLocale();
  await loadLocaleAsync("en");
});

const hrefs = (query: string) => {
  const zh = i18nObject("zh");
  return matchItems(screenItems(zh, zh, i18nObject("en")), query).map((i) =>
    i.kind === "screen" ? i.href : i.id,
  );
};

describe("palette items", () => {
  it("finds a screen by its title, pinyin initials, English title or path", () => {
    expect(hrefs("系统日志")[0]).toBe("/setting/app-log");
    expect(hrefs("xtrz")[0]).toBe("/setting/app-log");
    expect(hrefs("api keys")[0]).toBe("/setting/access-key");
    expect(hrefs("/user/index")[0]).toBe("/user/index");
    expect(hrefs("sz")[0]).toBe("/setting/index"); // 设置 itself before 设置媒体文件夹
  });

  it("leaves out screens that need an id in the URL", () => {
    expect(hrefs("")).not.toContain("/media/detail");
    expect(hrefs("")).not.toContain("/");
    expect(hrefs("")).not.toContain("/subscribe/detail");
    expect(hrefs("")).not.toContain("/subscribe/search");
  });

  it("lists each screen once, under its sidebar address", () => {
    const zh = i18nObject("zh");
    const labels = screenItems(zh, zh, null).map((i) => i.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(hrefs("")).toContain("/download/record");
    expect(hrefs("")).not.toContain("/download/default");
    expect(hrefs("")).toContain("/setting/edit-web");
    expect(hrefs("")).not.toContain("/config/web");
  });

  it("offers the actions by name", () => {
    const items = matchItems(actionItems(i18nObject("zh")), "主题");
    expect(items.map((i) => i.id)).toEqual(["action:changeTheme"]);
  });

  it("keeps the five most recent searches, newest first, without repeats", () => {
    for (const k of ["a", "b", "c", "a", "d", "e", "f"]) rememberSearch(k);
    expect(recentSearches()).toEqual(["f", "e", "d", "a", "c"]);
  });
});
