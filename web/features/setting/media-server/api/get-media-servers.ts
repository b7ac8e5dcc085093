import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";
import type { MediaServerSettings } from "../../../config/api/get-media-server";
import type { Health } from "../../../config/api/health";

/** One entry of GET /api/setting/get_media_server (api-contract §2.4). */
export type MediaServerEntry = MediaServerSettings & {
  name: string;
  internet_url: string;
  master_server: boolean;
  refresh_media_server: boolean;
  /** HealthStatus: 0 未设置, 1 可用, 2 异常. */
  status: number;
  /** The built-in backend's addition: the last check, to say why it is 异常. */
  health?: Health;
};

export const mediaServersQueryKey = ["setting", "get_media_server"] as const;

/** The hub's media server rows and the edit screen's stored values. */
export const mediaServersQueryOptions = () =>
  queryOptions({
    queryKey: mediaServersQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: async () =>
      (await getConfig<MediaServerEntry[] | null>("/api/setting/get_media_server")) ?? [],
  });
