import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type LinkStatus = {
  root_path: string;
  link_path: string;
  media_type: string;
  running: boolean;
  progress: number;
  success_count: number;
  failed_count: number;
  /** Addition: why the last job stopped early ("" when it finished). */
  message?: string;
};

export const linkStatusQueryKey = ["media", "get_media_link_status"] as const;

/** GET /api/media/get_media_link_status; polled every 1.5 s while a job runs (api-contract §1.5). */
export const linkStatusQueryOptions = () =>
  queryOptions({
    queryKey: linkStatusQueryKey,
    queryFn: () => getConfig<LinkStatus>("/api/media/get_media_link_status"),
    refetchInterval: (query) => (query.state.data?.running ? 1500 : false),
  });
