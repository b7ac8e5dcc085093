import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { Health } from "./health";

export type MediaServerType = "emby" | "jellyfin" | "plex";
export type MediaServerSettings = { type: MediaServerType; url: string; token: string };
export type MediaServerRecord = MediaServerSettings & { health?: Health };

export const mediaServerQueryKey = ["config", "get_media_server"] as const;

/** GET /api/config/get_media_server: the form's values and the last check's health. */
export const mediaServerQueryOptions = () =>
  queryOptions({
    queryKey: mediaServerQueryKey,
    queryFn: () => getConfig<MediaServerRecord>("/api/config/get_media_server"),
  });
