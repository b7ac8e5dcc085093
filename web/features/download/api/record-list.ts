import { infiniteQueryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../lib/route-prefetch";
import type { DownloadStatusCode } from "../status";

/** DownloadRecord (api-contract §2.9), with the built-in backend's additions. */
export type DownloadRecord = {
  id: number;
  movie_name: string;
  movie_year: number | string;
  movie_type: string;
  torrent_name: string;
  torrent_subject: string;
  torrent_hash: string;
  site_name: string;
  thumb_image_url?: string;
  download_status: DownloadStatusCode;
  desc?: string;
  media_source: string;
  resolution: string;
  media_encoding: string;
  link_path: string;
  url: string;
  season_index?: number;
  season_year?: number | string;
  episodes?: string;
  source_type?: string;
  /** Why identification failed (set on a 未能识别 record). */
  unidentified_reason?: string;
  sub_id?: number;
  sub_type?: string;
  gmt_create: string;
  douban_id?: string | number;
  /** The built-in backend's 字幕自动下载 state of the record's videos (absent: not looked at yet). */
  subtitle_state?: SubtitleState;
  /** The built-in backend's owed media server refresh of a filed record (absent: none owed). */
  library_refresh?: { reason: string; next_at?: string };
};

/** have 已有字幕, waiting 字幕下载中, gave_up 已放弃字幕; reason is the engine's last word. */
export type SubtitleState = { state: string; label?: string; reason?: string };

export type RecordPage = { download_queue_size: number; result: DownloadRecord[] };

/** The list's filters: the contract's filter_unknown and the additions the server reads. */
export type RecordQuery = {
  filter_unknown: boolean;
  status?: string;
  movie_type?: string;
  site_name?: string;
  user_id?: string;
  tmdb_id?: string;
};

export const recordListQueryKey = ["download", "record_list"] as const;

/** GET /api/download/record_list?start=N: pages until an empty result. */
export const recordListQueryOptions = (query: RecordQuery) =>
  infiniteQueryOptions({
    queryKey: [...recordListQueryKey, query] as const,
    // The route prefetches the first page (prefetch.ts): not asked again on mount.
    staleTime: PREFETCHED_FRESH_MS,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const params: Record<string, unknown> = {
        start: pageParam,
        filter_unknown: query.filter_unknown,
      };
      for (const key of ["status", "movie_type", "site_name", "user_id", "tmdb_id"] as const) {
        if (query[key]) params[key] = query[key];
      }
      const page = await getConfig<RecordPage | null>("/api/download/record_list", params);
      return { start: pageParam, queue: page?.download_queue_size ?? 0, items: page?.result ?? [] };
    },
    getNextPageParam: (last) =>
      last.items.length === 0 ? undefined : last.start + last.items.length,
  });
