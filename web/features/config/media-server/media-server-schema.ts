import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { checkFields } from "../../../lib/check-fields";
import { requiredText } from "../../../lib/field-rules";
import type { MediaServerSettings, MediaServerType } from "../api/get-media-server";
import { serviceUrlRule } from "../service-url";

export type MediaServerValues = MediaServerSettings;

/** Screens.md order: Emby / Plex / Jellyfin. */
export const MEDIA_SERVER_TYPES: readonly { value: MediaServerType; label: string }[] = [
  { value: "emby", label: "Emby" },
  { value: "plex", label: "Plex" },
  { value: "jellyfin", label: "Jellyfin" },
];

export function mediaServerName(kind: MediaServerType): string {
  return MEDIA_SERVER_TYPES.find((t) => t.value === kind)?.label ?? kind;
}

/** The token is an API key for Emby and Jellyfin, an X-Plex-Token for Plex, and named so. */
export function createMediaServerSchema(LL: TranslationFunctions) {
  const t = LL.configServices.mediaServer;
  const url = serviceUrlRule(LL);
  const apiKey = requiredText(t.apiKeyRequired());
  const plexToken = requiredText(t.plexTokenRequired());
  return type({ type: "'emby' | 'jellyfin' | 'plex'", url: "string", token: "string" }).narrow(
    (v, ctx) =>
      checkFields(ctx, [
        [["url"], url, v.url],
        [["token"], v.type === "plex" ? plexToken : apiKey, v.token],
      ]),
  );
}

/** What the form starts from; a record saved before has every field. */
export function toMediaServerValues(s: Partial<MediaServerSettings>): MediaServerValues {
  return { type: s.type ?? "emby", url: s.url || "http://", token: s.token ?? "" };
}

export function toMediaServerSettings(v: MediaServerValues): MediaServerSettings {
  return { type: v.type, url: v.url.trim(), token: v.token.trim() };
}
