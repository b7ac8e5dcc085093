import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";
import type { DownloadClientSettings } from "../../../config/api/get-download-client";
import type { Health } from "../../../config/api/health";

/** One entry of GET /api/setting/get_download_client (api-contract §2.4). */
export type DownloadClientEntry = DownloadClientSettings & {
  name: string;
  /** aria2's RPC secret. */
  secret: string;
  is_default: boolean;
  /** Site codes (common/sites ids); null or empty = every site. */
  site_id: string[] | null;
  status: number;
  health?: Health;
};

export const downloadClientsQueryKey = ["setting", "get_download_client"] as const;

/** The hub's download client rows and the edit screen's stored values. */
export const downloadClientsQueryOptions = () =>
  queryOptions({
    queryKey: downloadClientsQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: async () =>
      (await getConfig<DownloadClientEntry[] | null>("/api/setting/get_download_client")) ?? [],
  });
