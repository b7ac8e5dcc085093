import type { RoutePrefetch } from "../../lib/route-prefetch";
import { dailyMediaQueryOptions } from "./api/daily-media";
import { suggestionQueryOptions } from "./api/douban-suggestion";

/** / and /home: the day's title and the feed's first page (daily-banner, suggestion-feed). */
export const homePrefetch: RoutePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(dailyMediaQueryOptions());
  void queryClient.prefetchInfiniteQuery(suggestionQueryOptions());
};
