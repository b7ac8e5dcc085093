import { queryOptions } from "@tanstack/react-query";
import { checkConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

export type HealthLevel = "success" | "info" | "warning" | "error";

/** One configured service in get_health's data (an addition of our server). */
export type HealthServiceState = {
  name: string;
  kind: string;
  status: "up" | "down" | "unchecked" | string;
  last_error: string;
  setting_href: string;
};

/**
 * The banner: its colour from data.level, its text from the envelope's
 * message; `services` when the server lists them (then the UI words the
 * sentence in the user's language and names each failing service).
 */
export type HealthSummary = {
  level: HealthLevel | string;
  message: string;
  services?: HealthServiceState[];
};

export const healthQueryKey = ["health", "get_health"] as const;

/** GET /api/health/get_health (api-contract §2.6). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: async (): Promise<HealthSummary> => {
      const { message, data } = await checkConfig<{
        level?: string;
        services?: HealthServiceState[];
      } | null>("/api/health/get_health", {});
      const services = Array.isArray(data?.services) ? data.services : undefined;
      return { level: data?.level ?? "info", message, services };
    },
  });
