import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** GET /api/task/list (an addition): every background job and what it is doing. */
export type BackgroundTask = {
  name: string;
  title: string;
  running: boolean;
  runs: number;
  last_start: string;
  last_end: string;
  next_run: string;
  last_error: string;
};

export const tasksQueryKey = ["task", "list"] as const;

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: tasksQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: () => getConfig<BackgroundTask[]>("/api/task/list"),
    // A job started here finishes in seconds: follow it while the hub is open.
    refetchInterval: 5000,
  });
