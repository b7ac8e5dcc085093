import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One torrent still downloading (GET /api/download/downloading), matched to records by hash. */
export type LiveTorrent = {
  hash: string;
  progress: number;
  dlspeed_str: string;
  upspeed_str: string;
  size_str: string;
  /** Seconds left at the current speed; -1 when it cannot be told (stalled). */
  eta?: number;
  /** The same as 天/小时/分钟. */
  eta_str?: string;
};

/** Only while the event stream is down: otherwise `record` events carry the progress. */
export const DOWNLOADING_POLL_MS = 5000;

export type Downloading = { download_queue_size: number; result: LiveTorrent[] };

export const downloadingQueryKey = ["download", "downloading"] as const;

/** Read once while a shown record is downloading; polled only when the event stream is down (live false). */
export const downloadingQueryOptions = (enabled: boolean, live = false) =>
  queryOptions({
    queryKey: downloadingQueryKey,
    queryFn: async () =>
      (await getConfig<Downloading | null>("/api/download/downloading")) ?? {
        download_queue_size: 0,
        result: [],
      },
    enabled,
    refetchInterval: enabled && !live ? DOWNLOADING_POLL_MS : false,
  });
