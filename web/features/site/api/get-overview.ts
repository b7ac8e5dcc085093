import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/site/overview (sizes in MB; rates start with '+' or '-'; note `yestday`). */
export type SiteOverview = {
  today_up: number;
  today_dl: number;
  yestday_up: number;
  yestday_dl: number;
  total_up: number;
  total_dl: number;
  up_change_7: number;
  dl_change_7: number;
  today_up_rate: string;
  today_dl_rate: string;
  data_update_time: string;
  site_count: number;
  site_vip_count: number;
};

export const overviewQueryKey = ["site", "overview"] as const;

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewQueryKey,
    queryFn: () => getConfig<SiteOverview>("/api/site/overview"),
  });
