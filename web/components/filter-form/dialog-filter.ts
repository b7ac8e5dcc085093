import type { FilterConfig } from "./filter-options";

/** What only a saved filter has: its name, priority and scope. */
type SavedOnly =
  | "filter_name"
  | "priority"
  | "apply_media_type"
  | "apply_cate"
  | "apply_area"
  | "apply_min_year"
  | "apply_max_year";

/**
 * The filter rules the subscribe, 过滤/洗版 and 订阅榜单 dialogs send
 * (api-contract §3.3): no name, priority or scope, and 过滤下载模式 only
 * where the dialog shows it.
 */
export type DialogFilter = Omit<FilterConfig, SavedOnly | "download_mode"> & {
  download_mode?: FilterConfig["download_mode"];
};

export function dialogFilter(
  config: FilterConfig,
  { downloadMode }: { downloadMode: boolean },
): DialogFilter {
  const {
    filter_name: _name,
    priority: _priority,
    apply_media_type: _type,
    apply_cate: _cate,
    apply_area: _area,
    apply_min_year: _min,
    apply_max_year: _max,
    download_mode,
    ...rules
  } = config;
  return downloadMode ? { ...rules, download_mode } : rules;
}
