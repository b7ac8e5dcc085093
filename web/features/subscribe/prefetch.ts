import { filterOptionsQueryOptions } from "../../components/filter-form/filter-options";
import type { MediaType } from "../../components/media-card/types";
import type { RoutePrefetch } from "../../lib/route-prefetch";
import { subListQueryOptions } from "./api/sub-list";

const subscriptions =
  (mediaType: MediaType): RoutePrefetch =>
  (queryClient) => {
    void queryClient.prefetchQuery(subListQueryOptions(mediaType));
    void queryClient.prefetchQuery(filterOptionsQueryOptions());
  };

/** /subscribe/movie-index and /subscribe/tv-index: the list and the filter choices. */
export const movieSubscriptionsPrefetch = subscriptions("Movie");
export const tvSubscriptionsPrefetch = subscriptions("TV");
