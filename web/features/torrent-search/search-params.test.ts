import { describe, expect, it } from "vitest";
import { parseSearch, withoutFilters, withParams } from "./search-params";

describe("search params", () => {
  it("reads the search, filters and sort from the address", () => {
    const p = parseSearch(
      "keyword=%E6%B2%99%E4%B8%98&site_id=hdsky%2Cmteam&cates=Movie&searchSite=true&resolution=2160p&sort=size&bogus=1",
    );
    expect(p).toMatchObject({
      keyword: "沙丘",
      siteId: "hdsky,mteam",
      cates: "Movie",
      searchSite: true,
      searchDouban: true,
      searchMediaServer: true,
      cache: false,
      filters: { resolution: "2160p" },
      sort: "size",
    });
  });

  it("falls back to seeders and off for site search", () => {
    const p = parseSearch("keyword=a&sort=nonsense&searchDouban=false");
    expect(p.sort).toBe("seeders");
    expect(p.searchSite).toBe(false);
    expect(p.searchDouban).toBe(false);
  });

  it("writes and clears filters", () => {
    const s = withParams("keyword=a&year=2020", { resolution: "1080p", year: undefined });
    expect(s).toBe("keyword=a&resolution=1080p");
    expect(withoutFilters("keyword=a&site=x&promo=Free&sort=size")).toBe("keyword=a&sort=size");
  });
});
