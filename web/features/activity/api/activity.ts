import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig, type Saved } from "../../../lib/api/config-request";
import { SERVER_EVENT_KINDS, type ServerEventKind } from "../../../lib/server-events";

/** The kinds kept in the history: every kind the server sends but the live-only ones. */
export type HistoryKind = Exclude<ServerEventKind, "record" | "job">;
export const HISTORY_KINDS = SERVER_EVENT_KINDS.filter(
  (k): k is HistoryKind => k !== "record" && k !== "job",
);

/** resend: the send again; organise/identify: the organiser again (an admin's). */
export type RetryKind = "" | "resend" | "organise" | "identify";

/** One history row (server/activity.Entry with the retry the caller may use). */
export type ActivityEntry = {
  id: number;
  kind: HistoryKind;
  label: string;
  uid: number;
  failure: boolean;
  title: string;
  reason: string;
  link: string;
  time: string;
  retried_at: string;
  retry_note: string;
  retry: RetryKind;
};

export type ActivityPage = { total: number; page_size: number; items: ActivityEntry[] };

/** The filters, as the address keeps them (kind, outcome, from, to). */
export type ActivityFilters = { kind: string; outcome: string; from: string; to: string };

export const activityListQueryKey = ["activity", "list"] as const;

/** GET /api/activity/list?start=N: pages of 50, newest first. */
export const activityListQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: [...activityListQueryKey, filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      getConfig<ActivityPage>("/api/activity/list", { ...filters, start: pageParam }),
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, p) => n + p.items.length, 0);
      return read < last.total && last.items.length > 0 ? read : undefined;
    },
  });

export type QueueJob = { name: string; title: string; since: string };
export type QueueSend = {
  sub_id: number;
  name: string;
  site: string;
  attempts: number;
  next_try: string;
};
export type QueueRecord = {
  id: number;
  title: string;
  name: string;
  site: string;
  /** 0–100; -1: the client did not answer. */
  progress: number;
  speed: string;
};
export type Queue = {
  jobs: QueueJob[];
  sending: QueueSend[];
  downloading: QueueRecord[];
  organising: QueueRecord[];
};

/** Exported for live updates: the stream's events invalidate it (no polling). */
export const activityQueueQueryKey = ["activity", "queue"] as const;

export const activityQueueQueryOptions = () =>
  queryOptions({
    queryKey: activityQueueQueryKey,
    queryFn: () => getConfig<Queue>("/api/activity/queue"),
  });

/** POST /api/activity/retry: the failure's own path runs again. */
export function retryActivity(id: number): Promise<Saved<unknown>> {
  return postConfig("/api/activity/retry", { id });
}
