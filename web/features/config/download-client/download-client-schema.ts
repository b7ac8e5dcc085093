import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { checkFields, type FieldCheck } from "../../../lib/check-fields";
import { nonEmpty, requiredText } from "../../../lib/field-rules";
import type { DownloadClientSettings, DownloadClientType } from "../api/get-download-client";
import { serviceUrlRule } from "../service-url";

export type DownloadClientValues = DownloadClientSettings;

export const DOWNLOAD_CLIENT_TYPES: readonly { value: DownloadClientType; label: string }[] = [
  { value: "qbittorrent", label: "qbittorrent" },
  { value: "transmission", label: "transmission" },
  { value: "aria2", label: "aria2" },
];

/**
 * The checks of a download client's connection, on /config and /setting alike:
 * its 地址, and an account only for qBittorrent with 需要登陆 (as on the server):
 * Transmission may run without one and aria2 has only an RPC secret.
 */
export function downloadClientChecks(LL: TranslationFunctions) {
  const t = LL.configServices.downloadClient;
  const url = serviceUrlRule(LL);
  const username = requiredText(t.usernameRequired());
  const password = nonEmpty(t.passwordRequired());
  return (
    kind: DownloadClientType,
    v: Pick<DownloadClientSettings, "url" | "username" | "password" | "need_login">,
  ): FieldCheck[] => {
    const checks: FieldCheck[] = [[["url"], url, v.url]];
    if (kind === "qbittorrent" && v.need_login) {
      checks.push([["username"], username, v.username], [["password"], password, v.password]);
    }
    return checks;
  };
}

export function createDownloadClientSchema(LL: TranslationFunctions) {
  const checks = downloadClientChecks(LL);
  return type({
    type: "'qbittorrent' | 'transmission' | 'aria2'",
    url: "string",
    username: "string",
    password: "string",
    need_login: "boolean",
    monitor_all_torrents: "boolean",
  }).narrow((v, ctx) => checkFields(ctx, checks(v.type, v)));
}

export function toDownloadClientValues(s: Partial<DownloadClientSettings>): DownloadClientValues {
  return {
    type: s.type ?? "qbittorrent",
    url: s.url || "http://",
    username: s.username ?? "",
    password: s.password ?? "",
    need_login: s.need_login ?? true,
    monitor_all_torrents: s.monitor_all_torrents ?? false,
  };
}

export function toDownloadClientSettings(v: DownloadClientValues): DownloadClientSettings {
  return { ...v, url: v.url.trim(), username: v.username.trim() };
}
