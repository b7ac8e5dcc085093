import { infiniteQueryOptions } from "@tanstack/react-query";
import { fromTrending, type MediaType, type TrendingMedia } from "../../../components/media-card";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/movie/tmdb_trending {media_type, page} (contract C3): a page of the week's trending. */
export const trendingQueryOptions = (mediaType: MediaType) =>
  infiniteQueryOptions({
    queryKey: ["movie", "tmdb_trending", mediaType],
    queryFn: async ({ pageParam }) =>
      (
        (await getConfig<TrendingMedia[] | null>("/api/movie/tmdb_trending", {
          media_type: mediaType,
          page: pageParam,
        })) ?? []
      ).map(fromTrending),
    initialPageParam: 1,
    // An empty page is the end of the list.
    getNextPageParam: (last, _all, page) => (last.length > 0 ? page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
