import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../config/api/config-request";

/**
 * The parts of a configured site (GET /api/site/get_sites, api-contract §2.8)
 * the search dialog needs: its code (what search and templates store), its
 * display name, and whether web search uses it by default.
 */
export type SearchSite = { site_name: string; alias: string; web_search: number | boolean };

export const searchSitesQueryKey = ["site", "get_sites"] as const;

export const searchSitesQueryOptions = () =>
  queryOptions({
    queryKey: searchSitesQueryKey,
    queryFn: async () => (await getConfig<SearchSite[] | null>("/api/site/get_sites")) ?? [],
  });
