import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../features/config/api/config-request";

/** The parts of FilterOptions (api-contract §3.4) the discover screens read. */
export type FilterOptions = {
  cate?: string[];
  area?: string[];
  filter_name_list?: string[];
};

/** GET /api/common/filter_options → FilterOptions. */
export const filterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "filter_options"],
    queryFn: async () =>
      (await getConfig<FilterOptions | null>("/api/common/filter_options")) ?? {},
    staleTime: 60_000,
  });
