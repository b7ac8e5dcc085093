import type { RoutePrefetch } from "../../lib/route-prefetch";
import { rankListQueryOptions } from "./api/douban-rank-list";
import { TOP250 } from "./ranking-keys";

/** /recommend/doubanTop250: the one list the grid shows. */
export const top250Prefetch: RoutePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(rankListQueryOptions(TOP250));
};
