import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type CookieCloud = {
  server_url: string;
  uuid: string;
  password: string;
  sync_interval_minutes: number;
  enable: boolean;
};

export const cookieCloudQueryKey = ["setting", "get_cookie_cloud"] as const;

/** GET /api/setting/get_cookie_cloud (an addition of the built-in backend). */
export const cookieCloudQueryOptions = () =>
  queryOptions({
    queryKey: cookieCloudQueryKey,
    queryFn: () => getConfig<CookieCloud>("/api/setting/get_cookie_cloud"),
  });
