import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { Health } from "./health";

export type DownloadClientType = "qbittorrent" | "transmission" | "aria2";
export type DownloadClientSettings = {
  type: DownloadClientType;
  url: string;
  username: string;
  password: string;
  need_login: boolean;
  monitor_all_torrents: boolean;
};
export type DownloadClientRecord = DownloadClientSettings & { health?: Health };

export const downloadClientQueryKey = ["config", "get_download_client"] as const;

/** GET /api/config/get_download_client: the form's values and the last check's health. */
export const downloadClientQueryOptions = () =>
  queryOptions({
    queryKey: downloadClientQueryKey,
    queryFn: () => getConfig<DownloadClientRecord>("/api/config/get_download_client"),
  });
