import { sitesQueryOptions } from "../../components/api/get-sites";
import type { RoutePrefetch } from "../../lib/route-prefetch";
import { searchDoubanQueryOptions } from "../subscribe/api/search-douban";
import { downloadPathsQueryOptions } from "./api/download-paths";
import { searchKeywordQueryOptions } from "./api/search-keyword";
import { searchMediaServerQueryOptions } from "./api/search-media-server";
import { parseSearch } from "./search-params";

/**
 * /movie/search: the same requests the page and its sections make for the
 * address's keyword and switches (torrent-search-page.tsx).
 */
export const torrentSearchPrefetch: RoutePrefetch = (queryClient, search) => {
  const params = parseSearch(search.toString());
  void queryClient.prefetchQuery(downloadPathsQueryOptions());
  void queryClient.prefetchQuery(sitesQueryOptions());
  if (params.keyword === "") return;
  if (params.searchSite) {
    void queryClient.prefetchQuery(
      searchKeywordQueryOptions({
        keyword: params.keyword,
        cates: params.cates,
        site_id: params.siteId,
        cache: params.cache,
      }),
    );
  }
  if (params.searchMediaServer)
    void queryClient.prefetchQuery(searchMediaServerQueryOptions(params.keyword));
  if (params.searchDouban) void queryClient.prefetchQuery(searchDoubanQueryOptions(params.keyword));
};
