import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** GET /api/task/get_subscribe_config (an addition): the subscription engine's switches. */
export type SubscribeEngineConfig = { full_search: boolean };

export const subscribeConfigQueryKey = ["task", "get_subscribe_config"] as const;

export const subscribeConfigQueryOptions = () =>
  queryOptions({
    queryKey: subscribeConfigQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: () => getConfig<SubscribeEngineConfig>("/api/task/get_subscribe_config"),
  });
