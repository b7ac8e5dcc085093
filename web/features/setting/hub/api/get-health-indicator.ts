import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** One hourly bar: the hour (0–23), its success rate, and its check counts. */
export type HealthHour = {
  hour: number;
  time: string;
  rate: number;
  status: { UP: number; DOWN: number };
};

/** One service's row of the health dialog. */
export type HealthIndicator = {
  service_name: string;
  rate: number;
  hours: HealthHour[];
  /** Additions of our server: why the last check failed, and the service's settings screen. */
  last_error?: string;
  setting_href?: string;
};

export const healthIndicatorQueryKey = ["health", "get_health_indicator"] as const;

/** GET /api/health/get_health_indicator, loaded when the dialog opens. */
export const healthIndicatorQueryOptions = () =>
  queryOptions({
    queryKey: healthIndicatorQueryKey,
    queryFn: async () =>
      (await getConfig<HealthIndicator[] | null>("/api/health/get_health_indicator")) ?? [],
  });
