import type { FilterConfig } from "../../../components/filter-form";
import { postConfig, type Saved } from "../../config/api/config-request";

/** The filter rules a dialog sends (api-contract §3.3: no name, priority, scope or mode). */
export type DialogFilter = Omit<
  FilterConfig,
  | "filter_name"
  | "priority"
  | "download_mode"
  | "apply_media_type"
  | "apply_cate"
  | "apply_area"
  | "apply_min_year"
  | "apply_max_year"
>;

export function dialogFilter(config: FilterConfig): DialogFilter {
  const {
    filter_name: _name,
    priority: _priority,
    download_mode: _mode,
    apply_media_type: _type,
    apply_cate: _cate,
    apply_area: _area,
    apply_min_year: _min,
    apply_max_year: _max,
    ...rules
  } = config;
  return rules;
}

export type SubDatasetInput = {
  name: string;
  data_key: string;
  filter_name: string;
  rating: number;
  filter_config?: DialogFilter | undefined;
};

/** POST /api/subscribe/sub_dataset → the message to show. */
export function subDataset(input: SubDatasetInput): Promise<Saved<unknown>> {
  return postConfig("/api/subscribe/sub_dataset", { ...input, data_type: "Trending" });
}
