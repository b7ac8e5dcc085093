import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type SiteKey = { api_key: string; proxies: string };

/** The metadata services' base addresses (an addition); "" = the default. */
export type MetadataHosts = {
  tmdb_api_base: string;
  tmdb_image_base: string;
  douban_rexxar_base: string;
  douban_frodo_base: string;
  /** Absent from an upstream without it (the form then sends ""). */
  fanart_api_base: string;
};

/** Only the parts the forms edit; the hub reads the statuses from the same call. */
export type SettingMovieMetadata = {
  douban: { cookie: string };
  tmdb: SiteKey;
  fanart: SiteKey;
  /** What the user set ("" each: the default); absent from an upstream without it. */
  hosts?: MetadataHosts;
  /** What an empty address means: the public host, or the binary's --metadata-hosts. */
  default_hosts?: MetadataHosts;
};

export const settingMovieMetadataQueryKey = ["setting", "get_movie_metadata"] as const;

/** GET /api/setting/get_movie_metadata (edit-douban, edit-tmdb, edit-fanart). */
export const settingMovieMetadataQueryOptions = () =>
  queryOptions({
    queryKey: settingMovieMetadataQueryKey,
    queryFn: () => getConfig<SettingMovieMetadata>("/api/setting/get_movie_metadata"),
  });
