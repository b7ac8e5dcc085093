import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { normalizeUrl } from "../../../../lib/field-rules";
import type { PassCloudflare } from "../api/get-pass-cloudflare";
import { urlProblem } from "../url-rule";

/**
 * server/settings PassCloudflare.Validate: empty (no local FlareSolverr), or
 * an http(s) address whose path ends in /v1.
 */
export function createCloudflareSchema(LL: TranslationFunctions) {
  const t = LL.settingForms.cloudflare;
  return type({
    fs_api: type("string").narrow((raw, ctx) => {
      const message = urlProblem(LL, t.fsApi(), raw, false);
      if (message !== undefined) return ctx.reject({ message });
      const value = normalizeUrl(raw);
      return value === "" || value.endsWith("/v1") || ctx.reject({ message: t.fsApiSuffix() });
    }),
  });
}

/** screens.md: the field starts as "http://" while nothing is set. */
export function toCloudflareValues(s: Partial<PassCloudflare>): PassCloudflare {
  return { fs_api: s.fs_api || "http://" };
}

export function toPassCloudflare(v: PassCloudflare): PassCloudflare {
  return { fs_api: v.fs_api.trim() };
}
