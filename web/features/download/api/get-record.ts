import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type RecordInfo = {
  record: {
    movie_type: string;
    site_name: string;
    gmt_create: string;
    torrent_name: string;
    torrent_url?: string;
    link_path: string;
  };
  user_nickname: string;
  torrent_info?: {
    save_path: string;
    content_path: string;
    size_str: string;
    uploaded_str: string;
    ratio: number;
    seeding_time_str: string;
    /** Addition: the torrent's files with their progress (0–100). */
    files?: { name: string; size_str: string; progress: number }[];
  };
};

/** GET /api/download/get_record {id}: the info dialog, with the client's live torrent. */
export const recordInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["download", "get_record", id] as const,
    queryFn: () => getConfig<RecordInfo>("/api/download/get_record", { id }),
  });
