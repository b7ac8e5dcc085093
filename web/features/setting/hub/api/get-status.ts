import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** GET /api/setting/get_status: the hub's two feature switches. */
export type FeatureStatus = { free_download_enable: boolean; subtitle_enable: boolean };

export const statusQueryKey = ["setting", "get_status"] as const;

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: statusQueryKey,
    queryFn: () => getConfig<FeatureStatus>("/api/setting/get_status"),
  });
