import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** A configured notification channel: GET /api/setting/get_notify. */
export type NotifyChannel = { type: string; name: string; icon_url: string; enable: boolean };

export const notifyQueryKey = ["setting", "get_notify"] as const;

export const notifyQueryOptions = () =>
  queryOptions({
    queryKey: notifyQueryKey,
    queryFn: async () => (await getConfig<NotifyChannel[] | null>("/api/setting/get_notify")) ?? [],
  });
