import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** The part of GET /api/setting/get_movie_metadata the hub shows: the sites' health. */
export type MovieMetadataStatus = {
  douban_status: number;
  tmdb_status: number;
  fanart_status: number;
  /** What is stored: a key (cookie) with status 0 has not been checked yet. */
  tmdb?: { api_key?: string };
  fanart?: { api_key?: string };
  douban?: { cookie?: string };
};

export const movieMetadataQueryKey = ["setting", "get_movie_metadata"] as const;

export const movieMetadataStatusQueryOptions = () =>
  queryOptions({
    queryKey: movieMetadataQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: () => getConfig<MovieMetadataStatus>("/api/setting/get_movie_metadata"),
  });
