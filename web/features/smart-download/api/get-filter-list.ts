import { queryOptions } from "@tanstack/react-query";
import type { FilterConfig } from "../../../components/filter-form";
import { getConfig } from "../../../lib/api/config-request";

export const filterListQueryKey = ["config", "get_filter_list"] as const;

/** GET /api/config/get_filter_list → every saved filter, highest priority first. */
export const filterListQueryOptions = () =>
  queryOptions({
    queryKey: filterListQueryKey,
    queryFn: async () =>
      (await getConfig<FilterConfig[] | null>("/api/config/get_filter_list")) ?? [],
  });
