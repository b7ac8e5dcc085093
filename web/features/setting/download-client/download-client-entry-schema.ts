import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { checkFields, type FieldCheck } from "../../../lib/check-fields";
import { nonEmpty } from "../../../lib/field-rules";
import type {
  DownloadClientSettings,
  DownloadClientType,
} from "../../config/api/get-download-client";
import { downloadClientChecks } from "../../config/download-client/download-client-schema";
import { entryNameRule } from "../shared/entry-name";
import type { DownloadClientEntry } from "./api/get-download-clients";
import type { DownloadClientEntryBody } from "./api/save-download-client-entry";

/** The edit screen's fields; the type comes from the URL. */
export type DownloadClientEntryValues = Omit<DownloadClientEntryBody, "type" | "edit_name">;

/**
 * The built-in backend's rules (settings.DownloadClientEntryInput): only
 * qBittorrent with 需要登陆 needs an account; aria2 needs its RPC secret.
 */
export function createDownloadClientEntrySchema(
  LL: TranslationFunctions,
  kind: DownloadClientType,
) {
  const t = LL.settingHub.downloadClient;
  const name = entryNameRule(t);
  const connection = downloadClientChecks(LL);
  const secret = nonEmpty(t.rpcSecretRequired());
  return type({
    name: "string",
    url: "string",
    username: "string",
    password: "string",
    secret: "string",
    need_login: "boolean",
    monitor_all_torrents: "boolean",
    is_default: "boolean",
    site_id: "string[]",
  }).narrow((v, ctx) => {
    const checks: FieldCheck[] = [[["name"], name, v.name], ...connection(kind, v)];
    if (kind === "aria2") checks.push([["secret"], secret, v.secret]);
    return checkFields(ctx, checks);
  });
}

/** A stored entry's values, or screens.md's defaults for a new one (设为默认 on). */
export function toDownloadClientEntryValues(
  entry?: DownloadClientEntry,
): DownloadClientEntryValues {
  return {
    name: entry?.name ?? "",
    url: entry?.url || "http://",
    username: entry?.username ?? "",
    password: entry?.password ?? "",
    secret: entry?.secret ?? "",
    need_login: entry?.need_login ?? true,
    monitor_all_torrents: entry?.monitor_all_torrents ?? false,
    is_default: entry?.is_default ?? true,
    site_id: entry?.site_id ?? [],
  };
}

/** The save body; aria2 has no account, the others no secret. */
export function toDownloadClientEntryBody(
  kind: DownloadClientType,
  editName: string | null,
  v: DownloadClientEntryValues,
): DownloadClientEntryBody {
  const aria2 = kind === "aria2";
  return {
    type: kind,
    edit_name: editName,
    name: v.name.trim(),
    url: v.url.trim(),
    username: aria2 ? "" : v.username.trim(),
    password: aria2 ? "" : v.password,
    secret: aria2 ? v.secret : "",
    // Only qBittorrent shows the switch; the others keep what is stored.
    need_login: !aria2 && v.need_login,
    monitor_all_torrents: v.monitor_all_torrents,
    is_default: v.is_default,
    site_id: v.site_id,
  };
}

/** What 测试连接 sends (config/test_download_client: aria2's secret rides in password). */
export function toTestBody(body: DownloadClientEntryBody): DownloadClientSettings {
  return {
    type: body.type,
    url: body.url,
    username: body.username,
    password: body.type === "aria2" ? body.secret : body.password,
    need_login: body.need_login,
    monitor_all_torrents: body.monitor_all_torrents,
  };
}
