import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type SettingWeb = { server_url: string; host: string; port: number };

export const settingWebQueryKey = ["setting", "get_web"] as const;

/** GET /api/setting/get_web. */
export const settingWebQueryOptions = () =>
  queryOptions({
    queryKey: settingWebQueryKey,
    queryFn: () => getConfig<SettingWeb>("/api/setting/get_web"),
  });
