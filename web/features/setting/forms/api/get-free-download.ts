import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import type { FreeDownloadSettings } from "../../../config/api/get-free-download";

/** The /config form's five fields plus the torrent limit (0 = unlimited). */
export type SettingFreeDownload = FreeDownloadSettings & { maximum_active_torrent: number };

export const settingFreeDownloadQueryKey = ["setting", "get_free_download"] as const;

/** GET /api/setting/get_free_download. */
export const settingFreeDownloadQueryOptions = () =>
  queryOptions({
    queryKey: settingFreeDownloadQueryKey,
    queryFn: () => getConfig<SettingFreeDownload>("/api/setting/get_free_download"),
  });
