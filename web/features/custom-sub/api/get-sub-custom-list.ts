import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { CustomSubItem } from "./types";

export const customListQueryKey = ["subscribe", "get_sub_custom_list"] as const;

/** GET /api/subscribe/get_sub_custom_list; refetched every 1.5 s while one runs (api-contract §1.5). */
export const customListQueryOptions = () =>
  queryOptions({
    queryKey: customListQueryKey,
    queryFn: async () =>
      (await getConfig<CustomSubItem[] | null>("/api/subscribe/get_sub_custom_list")) ?? [],
    refetchInterval: (q) => (q.state.data?.some((s) => s.status === "Running") ? 1500 : false),
  });
