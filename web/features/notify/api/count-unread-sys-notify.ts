import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/http";

/** api-contract §1.5: the bell polls the unread count every 10 s on every shell screen. */
export const UNREAD_POLL_MS = 10_000;

/** On while the event stream is open (bell-live.ts): the count then follows its events, unpolled. */
export const unreadLive = { on: false };

export const unreadCountQueryKey = ["user", "count_unread_sys_notify"] as const;

/** GET /api/user/count_unread_sys_notify → a number (anything else counts as 0). */
export async function countUnreadSysNotify(): Promise<number> {
  const res = await request<unknown>("GET", "/api/user/count_unread_sys_notify");
  if (res.code !== 0) throw new Error(res.message || "unread count unavailable");
  return typeof res.data === "number" && res.data > 0 ? res.data : 0;
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: countUnreadSysNotify,
    refetchInterval: () => (unreadLive.on ? false : UNREAD_POLL_MS),
  });
