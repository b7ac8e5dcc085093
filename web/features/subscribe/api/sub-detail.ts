import { queryOptions } from "@tanstack/react-query";
import type { SubRecord } from "../../../components/media-card";
import { getConfig } from "../../../lib/api/config-request";

/** What the engine knows of a subscription (server/subscribe/progress.go). */
export type SubProgress = {
  next_run: string;
  last_run: string;
  total: number;
  have: number[];
  missing: number[];
  airing: boolean;
};

/** A DownloadRecord (api-contract §2.9), the parts the detail view shows. */
export type SubDownload = {
  id: number;
  torrent_name: string;
  torrent_subject?: string;
  /** The site's code (hdsky). */
  site_name: string;
  /** The site by name (天空): its alias, else the catalogue's name. */
  site_title?: string;
  size_str?: string;
  download_status: 0 | 1 | 2 | 3;
  episodes?: string;
  gmt_create: string;
};

export type SubDetail = {
  sub: SubRecord & {
    filter_name: string;
    filter_config: string | null;
    sub_mode: string;
    start_episode_number: number;
    gmt_create: string;
  };
  progress: SubProgress;
  records: SubDownload[];
  logs: { id: number; time: string }[];
};

/** GET /api/subscribe/get_sub_detail {id} (an addition) → the detail view's data. */
export const subDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_detail", id],
    queryFn: () => getConfig<SubDetail>("/api/subscribe/get_sub_detail", { id }),
  });
