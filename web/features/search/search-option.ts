import type { Site } from "../../components/api/get-sites";
import { paths } from "../../lib/paths";
import type { SearchOption, SearchTemplate } from "./api/get-search-templates";

// The search dialog's choices (screens.md §S1) as plain data: what a template
// selects once applied, and the /movie/search address a search goes to.

/** What the dialog reads of a site: its code (what search and templates store), its name,
 * and whether web search uses it by default. */
export type SearchSite = Pick<Site, "site_name" | "alias" | "web_search">;

/** The content switches, in the dialog's order (api-contract §3.2). */
export const SEARCH_CONTENTS = ["searchDouban", "searchMediaServer", "searchSite"] as const;
export type SearchContent = (typeof SEARCH_CONTENTS)[number];

/** Sites web search uses unless a template names its own. */
export function defaultSites(sites: readonly SearchSite[]): string[] {
  return sites.filter((s) => s.web_search === 1 || s.web_search === true).map((s) => s.site_name);
}

/**
 * The choices a template stands for: its content and categories (only those
 * the user may search), and its sites, or the web-search sites when it names none.
 */
export function optionOf(
  template: SearchTemplate | undefined,
  sites: readonly SearchSite[],
  permitted: readonly string[],
): SearchOption {
  const o = template?.option;
  return {
    searchContent: (o?.searchContent ?? [...SEARCH_CONTENTS]).filter((c) =>
      (SEARCH_CONTENTS as readonly string[]).includes(c),
    ),
    category: (o?.category ?? [...permitted]).filter((c) => permitted.includes(c)),
    site: o?.site?.length ? [...o.site] : defaultSites(sites),
  };
}

/** `list` with `value` switched on or off, kept in the order of `order`. */
export function toggled(
  list: readonly string[],
  value: string,
  order: readonly string[],
): string[] {
  const on = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order.filter((v) => on.includes(v)).concat(on.filter((v) => !order.includes(v)));
}

/** /movie/search?keyword=&site_id=<csv>&cates=<csv>&searchDouban=&searchMediaServer=&searchSite= */
export function searchHref(keyword: string, option: SearchOption): string {
  const query = new URLSearchParams({
    keyword,
    site_id: option.site.join(","),
    cates: option.category.join(","),
  });
  for (const c of SEARCH_CONTENTS) query.set(c, String(option.searchContent.includes(c)));
  return `${paths.movie.search}?${query}`;
}
