import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type CountDatum = { name: string; value: number };

/** GET /api/download/record_dashboard: 媒体类型 and 来源站点 counts. */
export const recordDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ["download", "record_dashboard"] as const,
    queryFn: async () =>
      (await getConfig<{ type_count: CountDatum[]; site_count: CountDatum[] } | null>(
        "/api/download/record_dashboard",
      )) ?? { type_count: [], site_count: [] },
  });
