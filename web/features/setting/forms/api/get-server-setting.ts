import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type ServerSetting = {
  /** seconds */
  web_search_timeout: number;
  /** 0 = no limit */
  web_search_result_limit: number;
  douban_poster_wall: boolean;
};

export const serverSettingQueryKey = ["setting", "get_server_setting"] as const;

/** GET /api/setting/get_server_setting (搜索设置). */
export const serverSettingQueryOptions = () =>
  queryOptions({
    queryKey: serverSettingQueryKey,
    queryFn: () => getConfig<ServerSetting>("/api/setting/get_server_setting"),
  });
