import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { proxyUrl } from "../../../../lib/field-rules";
import type { SiteKey } from "../api/get-movie-metadata";
import { firstProblem, MAX_SECRET_LENGTH, textRule } from "../text-rule";

export type ApiKeySite = "tmdb" | "fanart";

/** The server's cap on a proxy address (maxURLLen). */
const MAX_PROXY_LENGTH = 2048;

/** Key required (server/settings TMDBInput / FanartInput), proxy optional. */
export function createApiKeySchema(LL: TranslationFunctions, site: ApiKeySite) {
  const t = LL.settingMetadata.apiKey;
  const key =
    site === "tmdb"
      ? { required: t.tmdbRequired(), tooLong: t.tmdbTooLong() }
      : { required: t.fanartRequired(), tooLong: t.fanartTooLong() };
  return type({
    api_key: textRule({ ...key, max: MAX_SECRET_LENGTH }),
    proxies: firstProblem(
      textRule({ max: MAX_PROXY_LENGTH, tooLong: t.proxiesTooLong() }),
      proxyUrl(t.proxiesInvalid()),
    ),
  });
}

export function toSiteKey(values: SiteKey): SiteKey {
  return { api_key: values.api_key.trim(), proxies: values.proxies.trim() };
}
