import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../config/api/config-request";

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

export const DOWNLOADING_POLL_MS = 1500;

/** Polled every 1.5 s while a shown record is downloading (screens.md /download/record). */
export const downloadingQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ["download", "downloading"] as const,
    queryFn: async () =>
      (await getConfig<{ download_queue_size: number; result: LiveTorrent[] } | null>(
        "/api/download/downloading",
      )) ?? { download_queue_size: 0, result: [] },
    enabled,
    refetchInterval: enabled ? DOWNLOADING_POLL_MS : false,
  });
