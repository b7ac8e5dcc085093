import { filterOptionsQueryOptions } from "../../components/filter-form/filter-options";
import type { MediaType } from "../../components/media-card/types";
import type { RoutePrefetch } from "../../lib/route-prefetch";
import { subPagesQueryOptions } from "./api/sub-list";
import { readFilters } from "./sub-filters";

const subscriptions =
  (mediaType: MediaType): RoutePrefetch =>
  (queryClient, search) => {
    void queryClient.prefetchInfiniteQuery(subPagesQueryOptions(mediaType, readFilters(search)));
    void queryClient.prefetchQuery(filterOptionsQueryOptions());
  };

/** /subscribe/movie-index and /subscribe/tv-index: the first page (the URL's filters) and the filter choices. */
export const movieSubscriptionsPrefetch = subscriptions("Movie");
export const tvSubscriptionsPrefetch = subscriptions("TV");
