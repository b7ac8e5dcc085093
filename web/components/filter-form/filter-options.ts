import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../lib/api/config-request";

/** A smart-download filter (api-contract §3.3). */
export type FilterConfig = {
  filter_name: string;
  priority: number;
  download_mode: 1 | 2;
  apply_media_type: string[];
  apply_cate: string[];
  apply_area: string[];
  apply_min_year: number;
  apply_max_year: number;
  media_source: string[];
  resolution: string[];
  media_codec: string[];
  release_team: string[];
  site_id: string[];
  has_cn: boolean;
  has_special: boolean;
  min_size: number;
  max_size: number;
  min_seeders: number;
  max_seeders: number;
  free_only: boolean;
  pass_hr: boolean;
  include_keyword: string;
  exclude_keyword: string;
};

export type NameValue = { name: string; value: string };

/** GET /api/common/filter_options (api-contract §3.4); every list may be absent. */
export type FilterOptions = {
  cate?: string[];
  area?: string[];
  media_source?: string[];
  resolution?: string[];
  media_codec?: string[];
  release_team?: string[];
  filter_list?: FilterConfig[];
  filter_name_list?: string[];
  cate_level1_list?: NameValue[];
  site_list?: NameValue[];
  rule_list?: NameValue[];
  /** Media paths (admins only): the custom-subscription save path choices. */
  media_path?: { download_path: string }[];
};

export const filterOptionsQueryKey = ["common", "filter_options"] as const;

/** GET /api/common/filter_options → FilterOptions. */
export const filterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: filterOptionsQueryKey,
    queryFn: async () =>
      (await getConfig<FilterOptions | null>("/api/common/filter_options")) ?? {},
    staleTime: 60_000,
  });
