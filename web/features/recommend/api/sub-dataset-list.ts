import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One followed ranking (GET /api/subscribe/get_sub_dataset_list → data[]). */
export type SubDataset = {
  data_key: string;
  data_type: string;
  name: string;
  rating: number;
  filter_name: string;
};

export const subDatasetListKey = ["subscribe", "get_sub_dataset_list", "Trending"] as const;

/** GET /api/subscribe/get_sub_dataset_list {data_type: 'Trending'} → the followed rankings. */
export const subDatasetListQueryOptions = () =>
  queryOptions({
    queryKey: subDatasetListKey,
    queryFn: async () =>
      (await getConfig<SubDataset[] | null>("/api/subscribe/get_sub_dataset_list", {
        data_type: "Trending",
      })) ?? [],
  });
