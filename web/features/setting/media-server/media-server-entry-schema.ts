import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { checkFields } from "../../../lib/check-fields";
import { httpUrl, requiredText } from "../../../lib/field-rules";
import type { MediaServerType } from "../../config/api/get-media-server";
import { serviceUrlRule } from "../../config/service-url";
import { entryNameRule } from "../shared/entry-name";
import type { MediaServerEntry } from "./api/get-media-servers";
import type { MediaServerEntryBody } from "./api/save-media-server-entry";

/** The edit screen's fields; the type comes from the URL. */
export type MediaServerEntryValues = Omit<MediaServerEntryBody, "type" | "old_name">;

/** Each rule and message is the built-in backend's (settings.MediaServerEntryInput). */
export function createMediaServerEntrySchema(LL: TranslationFunctions, kind: MediaServerType) {
  const t = LL.settingHub.mediaServer;
  const m = LL.configServices.mediaServer;
  const name = entryNameRule(t);
  const url = serviceUrlRule(LL);
  const internet = httpUrl({ invalid: t.internetUrlInvalid() });
  const token = requiredText(kind === "plex" ? m.plexTokenRequired() : m.apiKeyRequired());
  return type({
    name: "string",
    url: "string",
    internet_url: "string",
    token: "string",
    master_server: "boolean",
    refresh_media_server: "boolean",
  }).narrow((v, ctx) =>
    checkFields(ctx, [
      [["name"], name, v.name],
      [["url"], url, v.url],
      [["internet_url"], internet, v.internet_url],
      [["token"], token, v.token],
    ]),
  );
}

/** A stored entry's values, or screens.md's defaults for a new one (别名 = the type). */
export function toMediaServerEntryValues(
  kind: MediaServerType,
  entry?: MediaServerEntry,
): MediaServerEntryValues {
  if (!entry) {
    return {
      name: kind,
      url: "http://",
      internet_url: "",
      token: "",
      master_server: true,
      refresh_media_server: true,
    };
  }
  return {
    name: entry.name,
    url: entry.url || "http://",
    internet_url: entry.internet_url ?? "",
    token: entry.token ?? "",
    master_server: entry.master_server,
    refresh_media_server: entry.refresh_media_server,
  };
}

/** The save body: trimmed, with the name it had (old_name, "" when new). */
export function toMediaServerEntryBody(
  kind: MediaServerType,
  oldName: string,
  v: MediaServerEntryValues,
): MediaServerEntryBody {
  return {
    type: kind,
    name: v.name.trim(),
    old_name: oldName,
    url: v.url.trim(),
    internet_url: v.internet_url.trim(),
    token: v.token.trim(),
    master_server: v.master_server,
    refresh_media_server: v.refresh_media_server,
  };
}
