import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** GET /api/setting/get_status: the hub's two feature switches. */
export type FeatureStatus = { free_download_enable: boolean; subtitle_enable: boolean };

export const statusQueryKey = ["setting", "get_status"] as const;

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: statusQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: () => getConfig<FeatureStatus>("/api/setting/get_status"),
  });
