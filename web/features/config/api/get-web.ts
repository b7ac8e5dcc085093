import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type WebSettings = { server_url: string; port: number };

export const webQueryKey = ["config", "get_web"] as const;

/** GET /api/config/get_web (no token needed: the wizard's second step may load it). */
export const webQueryOptions = () =>
  queryOptions({
    queryKey: webQueryKey,
    queryFn: () => getConfig<WebSettings>("/api/config/get_web"),
  });
