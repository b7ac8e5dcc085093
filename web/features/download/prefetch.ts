import type { RoutePrefetch } from "../../lib/route-prefetch";
import { recordListQueryOptions } from "./api/record-list";
import { readFilters, toQuery } from "./record-filters";

/** /download/record: the first page of records for the address's filters (record-page.tsx). */
export const recordsPrefetch: RoutePrefetch = (queryClient, search) => {
  void queryClient.prefetchInfiniteQuery(recordListQueryOptions(toQuery(readFilters(search))));
};
