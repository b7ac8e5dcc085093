import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../lib/categories";
import { defaultSites, optionOf, searchHref, toggled } from "./search-option";

const sites = [
  { site_name: "mteam", alias: "馒头", web_search: 1 },
  { site_name: "hdsky", alias: "天空", web_search: 0 },
  { site_name: "ourbits", alias: "我堡", web_search: true },
];

describe("search options", () => {
  it("the sites web search uses by default", () => {
    expect(defaultSites(sites)).toEqual(["mteam", "ourbits"]);
  });

  it("a template's choices: its sites, or the default ones when it names none", () => {
    const permitted = ["Movie", "TV"];
    const own = {
      name: "电影",
      option: { searchContent: ["searchSite"], category: ["Movie", "AV"], site: ["hdsky"] },
    };
    expect(optionOf(own, sites, permitted)).toEqual({
      searchContent: ["searchSite"],
      category: ["Movie"],
      site: ["hdsky"],
    });
    const def = {
      name: "默认",
      option: { searchContent: ["searchDouban"], category: ["TV"], site: [] },
    };
    expect(optionOf(def, sites, permitted).site).toEqual(["mteam", "ourbits"]);
  });

  it("without any template: everything the user may search", () => {
    expect(optionOf(undefined, [], [...CATEGORIES])).toEqual({
      searchContent: ["searchDouban", "searchMediaServer", "searchSite"],
      category: [...CATEGORIES],
      site: [],
    });
  });

  it("toggles a value in the options' order", () => {
    expect(toggled(["b"], "a", ["a", "b", "c"])).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a", ["a", "b"])).toEqual(["b"]);
  });

  it("builds the /movie/search address", () => {
    const href = searchHref("沙丘 2", {
      searchContent: ["searchDouban", "searchSite"],
      category: ["Movie", "TV"],
      site: ["mteam", "hdsky"],
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/movie/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: "沙丘 2",
      site_id: "mteam,hdsky",
      cates: "Movie,TV",
      searchDouban: "true",
      searchMediaServer: "false",
      searchSite: "true",
    });
  });
});
