import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type LinkResult = {
  source: string;
  target: string;
  done: boolean;
  ok: boolean;
  reason: string;
};

export const linkResultsQueryKey = ["media", "link_results"] as const;

/** GET /api/media/link_results (addition) → the last job's per-file results. */
export const linkResultsQueryOptions = () =>
  queryOptions({
    queryKey: linkResultsQueryKey,
    queryFn: async () => (await getConfig<LinkResult[] | null>("/api/media/link_results")) ?? [],
  });
