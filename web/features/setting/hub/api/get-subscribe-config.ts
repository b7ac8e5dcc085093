import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** GET /api/task/get_subscribe_config (an addition): the subscription engine's switches. */
export type SubscribeEngineConfig = { full_search: boolean };

export const subscribeConfigQueryKey = ["task", "get_subscribe_config"] as const;

export const subscribeConfigQueryOptions = () =>
  queryOptions({
    queryKey: subscribeConfigQueryKey,
    queryFn: () => getConfig<SubscribeEngineConfig>("/api/task/get_subscribe_config"),
  });
