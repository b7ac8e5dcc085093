import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** LinkStatus (api-contract §3.1): 0 待识别 · 1 处理中 · 2 整理完成 · 3 识别失败. */
export type LibraryRow = {
  name: string;
  path: string;
  file_type_desc: string;
  status: number;
  is_disc: boolean;
  disc_type: string;
  recognition_result?: {
    metadata?: { name: string; release_date: string; media_type: "Movie" | "TV" };
    err_msg?: string;
  };
};

export const mediaLibraryQueryKey = (path: string) => ["media", "get_media_library", path] as const;

/** GET /api/media/get_media_library {path} → the videos and disc folders under path. */
export const mediaLibraryQueryOptions = (path: string) =>
  queryOptions({
    queryKey: mediaLibraryQueryKey(path),
    queryFn: async () =>
      (await getConfig<LibraryRow[] | null>("/api/media/get_media_library", { path })) ?? [],
    enabled: path !== "",
  });
