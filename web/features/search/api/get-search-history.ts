import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One recent search (GET /api/movie/get_search_keyword_cache, api-contract §2.10). */
export type SearchHistoryEntry = {
  keyword: string;
  status: string;
  searchDouban: boolean | string;
  searchMediaServer: boolean | string;
  searchSite: boolean | string;
};

export const searchHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["movie", "get_search_keyword_cache"] as const,
    queryFn: async () =>
      (await getConfig<SearchHistoryEntry[] | null>("/api/movie/get_search_keyword_cache")) ?? [],
  });
