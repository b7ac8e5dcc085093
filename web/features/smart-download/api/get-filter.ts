import { queryOptions } from "@tanstack/react-query";
import type { FilterConfig } from "../../../components/filter-form";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/config/get_filter {filter_name} → the filter (the edit form's values). */
export const filterQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ["config", "get_filter", name] as const,
    queryFn: () => getConfig<FilterConfig>("/api/config/get_filter", { filter_name: name }),
  });
