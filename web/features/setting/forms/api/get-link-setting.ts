import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type FileProcessMode = "link" | "copy";

export type LinkSetting = {
  /** The four formats are Jinja2 templates. */
  movie_filename_format: string;
  movie_folder_format: string;
  tv_filename_format: string;
  tv_folder_format: string;
  /** Built-in recognition: always on. */
  recognize: boolean;
  exact_year: boolean;
  use_unknown_dir: boolean;
  file_process_mode: FileProcessMode;
  disc_single_folder: boolean;
  fix_emby_bdmv_bug: boolean;
};

export const linkSettingQueryKey = ["setting", "get_link_setting"] as const;

/** GET /api/setting/get_link_setting (识别与整理设置). */
export const linkSettingQueryOptions = () =>
  queryOptions({
    queryKey: linkSettingQueryKey,
    queryFn: () => getConfig<LinkSetting>("/api/setting/get_link_setting"),
  });
