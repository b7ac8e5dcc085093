import type { MediaServerType } from "../../config/api/get-media-server";

const TYPES: readonly MediaServerType[] = ["emby", "jellyfin", "plex"];

/** The ?type= of the edit screen; anything unknown is treated as Emby. */
export function parseMediaServerType(raw: string | null): MediaServerType {
  const lower = (raw ?? "").toLowerCase();
  return TYPES.find((t) => t === lower) ?? "emby";
}
