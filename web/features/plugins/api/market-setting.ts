import { queryOptions } from "@tanstack/react-query";
import { postConfig, type Saved } from "../../../lib/api/config-request";
import { getPlugins } from "./plugin-request";

// Additions of the built-in backend: the market index addresses.

export type MarketSetting = { index_urls: string[] };

/** GET /api/plugins/get_market_setting → the index URLs. */
export const marketSettingQueryOptions = () =>
  queryOptions({
    queryKey: ["plugins", "get_market_setting"] as const,
    queryFn: async () => {
      const data = await getPlugins<MarketSetting | null>("/api/plugins/get_market_setting");
      return { index_urls: Array.isArray(data?.index_urls) ? data.index_urls : [] };
    },
  });

/** POST /api/plugins/save_market_setting {index_urls} (message shown). */
export function saveMarketSetting(setting: MarketSetting): Promise<Saved<unknown>> {
  return postConfig("/api/plugins/save_market_setting", setting);
}
