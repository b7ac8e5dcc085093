import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { intInRange, toInt } from "../../../../lib/field-rules";
import type { SettingWeb } from "../api/get-web";
import { settingUrl } from "../url-rule";
import { hostRule } from "./host-rule";

/** The form keeps the port as typed; the schema decides whether it is a port. */
export type WebValues = { server_url: string; host: string; port: string };

export const DEFAULT_HOST = "::";
export const DEFAULT_PORT = 1329;

export function createWebSchema(LL: TranslationFunctions) {
  const t = LL.settingForms.web;
  return type({
    // The server names the field in its message by its Chinese label.
    server_url: settingUrl(LL, t.serverUrl()),
    host: hostRule({
      required: t.hostRequired(),
      tooLong: t.hostTooLong(),
      invalid: t.hostInvalid(),
    }),
    port: intInRange({ min: 1, max: 65535, message: t.portInvalid() }),
  });
}

/** screens.md defaults: address "http://" (not set), host "::", port 1329. */
export function toWebValues(s: Partial<SettingWeb>): WebValues {
  return {
    server_url: s.server_url || "http://",
    host: s.host || DEFAULT_HOST,
    port: String(s.port || DEFAULT_PORT),
  };
}

export function toSettingWeb(v: WebValues): SettingWeb {
  return { server_url: v.server_url.trim(), host: v.host.trim(), port: toInt(v.port) };
}
