import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type MovieMetadataSettings = {
  tmdb_api_key: string;
  fanart_api_key: string;
  proxies: string;
};

export const movieMetadataQueryKey = ["config", "get_movie_metadata"] as const;

/** GET /api/config/get_movie_metadata. */
export const movieMetadataQueryOptions = () =>
  queryOptions({
    queryKey: movieMetadataQueryKey,
    queryFn: () => getConfig<MovieMetadataSettings>("/api/config/get_movie_metadata"),
  });
