import { describe, expect, it } from "vitest";
import { groupStartsOpen, isActiveHref, isExternalHref } from "./nav-active";

const at = (path: string, search = "", hash = "") => ({ path, search, hash });

describe("isActiveHref", () => {
  it("highlights a leaf on its own path and below it", () => {
    expect(isActiveHref("/setting/index", at("/setting/index"))).toBe(true);
    expect(isActiveHref("/subscribe/movie-index", at("/subscribe/movie-index", "x=1"))).toBe(true);
    expect(isActiveHref("/home", at("/home/more"))).toBe(true);
    expect(isActiveHref("/home", at("/homework"))).toBe(false);
    expect(isActiveHref("/setting/index", at("/setting/app-log"))).toBe(false);
  });

  it("needs an exact path + query + hash match for /common/view entries", () => {
    const calendar = "/common/view?hidePadding=true#/static/tv_calendar.html";
    const other = "/common/view?hidePadding=true#/static/other.html";
    const here = at("/common/view", "hidePadding=true", "#/static/tv_calendar.html");
    expect(isActiveHref(calendar, here)).toBe(true);
    expect(isActiveHref(other, here)).toBe(false);
    expect(isActiveHref(calendar, at("/common/view", "hidePadding=true"))).toBe(false);
    expect(isActiveHref("/common/view", at("/common/view"))).toBe(true);
  });
});

describe("groupStartsOpen", () => {
  it("opens the group whose href the current path starts with", () => {
    expect(groupStartsOpen("/recommend", "/recommend/movie-ranking")).toBe(true);
    expect(groupStartsOpen("/smartDownload", "/smartDownload/douban")).toBe(true);
    expect(groupStartsOpen("/recommend", "/subscribe/movie-index")).toBe(false);
    expect(groupStartsOpen("", "/anything")).toBe(false);
  });
});

describe("isExternalHref", () => {
  it("tells external links from client routes", () => {
    expect(isExternalHref("https://example.org/wiki")).toBe(true);
    expect(isExternalHref("//example.org")).toBe(true);
    expect(isExternalHref("/setting/index")).toBe(false);
    expect(isExternalHref("/common/view?x=1#/static/a.html")).toBe(false);
  });
});
