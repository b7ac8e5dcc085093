import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { httpUrl, intInRange, toInt } from "../../../lib/field-rules";
import type { WebSettings } from "../api/get-web";
import type { WebValues } from "./web-values";

export function createWebSchema(LL: TranslationFunctions) {
  const t = LL.configServices.web;
  return type({
    server_url: httpUrl({ invalid: t.serverUrlInvalid() }),
    port: intInRange({ min: 1, max: 65535, message: t.portInvalid() }),
  });
}

/** An address not set yet shows as "http://", the form's initial value (screens.md). */
export function toWebValues(settings: WebSettings): WebValues {
  return { server_url: settings.server_url || "http://", port: String(settings.port ?? "") };
}

export function toWebSettings(values: WebValues): WebSettings {
  return { server_url: values.server_url.trim(), port: toInt(values.port) };
}
