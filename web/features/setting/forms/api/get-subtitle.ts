import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type SubtitleSetting = {
  enable: boolean;
  /** Jinja2 */
  file_name_template: string;
  filter_type: string[];
  finder_type: string[];
  sync_language: string[];
  exclude_area: string[];
  not_found_stop_minutes: number;
  /** Sources' keys (server/settings: additions to the contract's seven fields). */
  assrt_token: string;
  opensubtitles_api_key: string;
};

export const subtitleQueryKey = ["setting", "get_subtitle"] as const;

/** GET /api/setting/get_subtitle. */
export const subtitleQueryOptions = () =>
  queryOptions({
    queryKey: subtitleQueryKey,
    queryFn: () => getConfig<SubtitleSetting>("/api/setting/get_subtitle"),
  });
