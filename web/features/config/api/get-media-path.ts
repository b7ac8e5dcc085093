import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type MediaType = "movie" | "tv" | "xx" | "other";
export type FileProcessMode = "link" | "copy" | "move";
export type MediaPath = {
  download_path: string;
  source_dir: string;
  target_dir: string;
  qbit_cate: string;
  type: MediaType;
  file_process_mode: FileProcessMode;
  use_area_folder: boolean;
};
/** download_client is the saved client's type ("" when none): qbit_cate shows only for qbittorrent. */
export type MediaPathSettings = { download_client: string; paths: MediaPath[] };

export const mediaPathQueryKey = ["config", "get_media_path"] as const;

/** GET /api/config/get_media_path. */
export const mediaPathQueryOptions = () =>
  queryOptions({
    queryKey: mediaPathQueryKey,
    queryFn: () => getConfig<MediaPathSettings>("/api/config/get_media_path"),
  });
