import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type NamedValue = { name: string; value: number };
/** GET /api/site/get_site_shares_data (MB). */
export type SiteShares = {
  week: { name: string; upload: number; download: number }[];
  today_upload: NamedValue[];
  today_download: NamedValue[];
};

export const sharesQueryKey = ["site", "get_site_shares_data"] as const;

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: sharesQueryKey,
    queryFn: async () => {
      const data = await getConfig<Partial<SiteShares> | null>("/api/site/get_site_shares_data");
      return {
        week: data?.week ?? [],
        today_upload: data?.today_upload ?? [],
        today_download: data?.today_download ?? [],
      } satisfies SiteShares;
    },
  });
