import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type FreeDownloadSettings = {
  enable: boolean;
  save_path: string;
  /** GB */
  available_space: number;
  /** minutes */
  avg_statistics_period: number;
  /** Mbps */
  upload_mbps_maximum: number;
  /** Add free torrents the site marks H&R (server/settings: an addition to the contract's form). */
  accept_hr: boolean;
};

export const freeDownloadQueryKey = ["config", "get_free_download"] as const;

/** GET /api/config/get_free_download. */
export const freeDownloadQueryOptions = () =>
  queryOptions({
    queryKey: freeDownloadQueryKey,
    queryFn: () => getConfig<FreeDownloadSettings>("/api/config/get_free_download"),
  });
