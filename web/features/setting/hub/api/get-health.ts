import { queryOptions } from "@tanstack/react-query";
import { checkConfig } from "../../../config/api/config-request";

export type HealthLevel = "success" | "info" | "warning" | "error";

/** The banner: its colour from data.level, its text from the envelope's message. */
export type HealthSummary = { level: HealthLevel | string; message: string };

export const healthQueryKey = ["health", "get_health"] as const;

/** GET /api/health/get_health (api-contract §2.6). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKey,
    queryFn: async (): Promise<HealthSummary> => {
      const { message, data } = await checkConfig<{ level?: string } | null>(
        "/api/health/get_health",
        {},
      );
      return { level: data?.level ?? "info", message };
    },
  });
