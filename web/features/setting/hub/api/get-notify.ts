import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** A configured notification channel: GET /api/setting/get_notify. */
export type NotifyChannel = { type: string; name: string; icon_url: string; enable: boolean };

export const notifyQueryKey = ["setting", "get_notify"] as const;

export const notifyQueryOptions = () =>
  queryOptions({
    queryKey: notifyQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: async () => (await getConfig<NotifyChannel[] | null>("/api/setting/get_notify")) ?? [],
  });
