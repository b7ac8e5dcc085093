import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { proxyUrl, requiredText } from "../../../lib/field-rules";
import type { MovieMetadataSettings } from "../api/get-movie-metadata";

export type MovieMetadataValues = MovieMetadataSettings;

/** The TMDB key is required; FanArt's key and the proxy may stay empty. */
export function createMovieMetadataSchema(LL: TranslationFunctions) {
  const t = LL.configServices.movieMetadata;
  return type({
    tmdb_api_key: requiredText(t.tmdbKeyRequired()),
    fanart_api_key: "string",
    proxies: proxyUrl(t.proxiesInvalid()),
  });
}

export function toMovieMetadataValues(s: Partial<MovieMetadataSettings>): MovieMetadataValues {
  return {
    tmdb_api_key: s.tmdb_api_key ?? "",
    fanart_api_key: s.fanart_api_key ?? "",
    proxies: s.proxies ?? "",
  };
}

export function toMovieMetadataSettings(v: MovieMetadataValues): MovieMetadataSettings {
  return {
    tmdb_api_key: v.tmdb_api_key.trim(),
    fanart_api_key: v.fanart_api_key.trim(),
    proxies: v.proxies.trim(),
  };
}
