import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { SERVER_EVENT_KINDS, type ServerEvent, useServerEvents } from "../../lib/server-events";
import { type DashboardSummary, dashboardQueryKey } from "./api/get-dashboard";

/**
 * A `record` event's live figures applied to the download tile's bar, in the
 * cached summary (no request); returns false when the bar is not on show.
 */
export function applyProgress(client: QueryClient, event: ServerEvent): boolean {
  const hash = event.data?.hash;
  const progress = event.data?.progress;
  if (typeof hash !== "string" || typeof progress !== "number") return false;
  let found = false;
  client.setQueryData<DashboardSummary>(dashboardQueryKey, (old) => {
    const clients = old?.clients.data;
    if (!old || !clients) return old;
    const next = clients.map((c) => ({
      ...c,
      downloading: c.downloading.map((t) => {
        if (t.hash.toLowerCase() !== hash.toLowerCase()) return t;
        found = true;
        return { ...t, progress: progress / 100 };
      }),
    }));
    return found ? { ...old, clients: { ...old.clients, data: next } } : old;
  });
  return found;
}

/**
 * 数据统计 follows the server's event stream instead of polling: a download's
 * progress moves its bar in place; anything else that changes a tile (sent,
 * finished, filed, a site's cookie or budget, a failure) reads the summary again.
 */
export function useLiveDashboard(): void {
  const client = useQueryClient();
  useServerEvents(SERVER_EVENT_KINDS, (event) => {
    if (event.kind === "record" && event.data?.done !== true) {
      applyProgress(client, event);
      return;
    }
    void client.invalidateQueries({ queryKey: dashboardQueryKey });
  });
}
