// Everything /movie/search shows is held in its address (screens.md /movie/search),
// so a filtered, sorted result can be shared or bookmarked.

export const FACETS = [
  "site",
  "year",
  "source",
  "resolution",
  "codec",
  "group",
  "promo",
  "season",
  "episode",
] as const;
export type Facet = (typeof FACETS)[number];
export type Filters = Partial<Record<Facet, string>>;

export const SORTS = ["seeders", "size", "date", "site"] as const;
export type Sort = (typeof SORTS)[number];

export type SearchParams = {
  keyword: string;
  siteId: string;
  cates: string;
  cache: boolean;
  searchDouban: boolean;
  searchMediaServer: boolean;
  searchSite: boolean;
  filters: Filters;
  sort: Sort;
};

/** Missing searchDouban / searchMediaServer count as true; searchSite only when "true". */
export function parseSearch(search: string): SearchParams {
  const q = new URLSearchParams(search);
  const filters: Filters = {};
  for (const f of FACETS) {
    const v = q.get(f);
    if (v) filters[f] = v;
  }
  const sort = q.get("sort");
  return {
    keyword: q.get("keyword") ?? "",
    siteId: q.get("site_id") ?? "",
    cates: q.get("cates") ?? "",
    cache: q.get("cache") === "true",
    searchDouban: q.get("searchDouban") !== "false",
    searchMediaServer: q.get("searchMediaServer") !== "false",
    searchSite: q.get("searchSite") === "true",
    filters,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "seeders",
  };
}

/** The query string with `changes` applied; a blank value removes the key; the order is kept. */
export function withParams(search: string, changes: Record<string, string | undefined>): string {
  const q = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") q.delete(key);
    else q.set(key, value);
  }
  return q.toString();
}

/** Clears every result filter (the search itself and the sort stay). */
export function withoutFilters(search: string): string {
  return withParams(search, Object.fromEntries(FACETS.map((f) => [f, undefined])));
}
