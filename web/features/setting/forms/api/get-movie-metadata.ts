import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../config/api/config-request";

export type SiteKey = { api_key: string; proxies: string };

/** Only the parts the forms edit; the hub reads the statuses from the same call. */
export type SettingMovieMetadata = {
  douban: { cookie: string };
  tmdb: SiteKey;
  fanart: SiteKey;
};

export const settingMovieMetadataQueryKey = ["setting", "get_movie_metadata"] as const;

/** GET /api/setting/get_movie_metadata (edit-douban, edit-tmdb, edit-fanart). */
export const settingMovieMetadataQueryOptions = () =>
  queryOptions({
    queryKey: settingMovieMetadataQueryKey,
    queryFn: () => getConfig<SettingMovieMetadata>("/api/setting/get_movie_metadata"),
  });
