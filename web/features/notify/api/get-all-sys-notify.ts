import { infiniteQueryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/http";
import type { SysNotify } from "../types";

export const allNotifyQueryKey = ["user", "get_all_sys_notify"] as const;

/** The server's page size: a shorter page is the last one. */
export const ALL_NOTIFY_PAGE_SIZE = 50;

/** /notify/list polls every 5 s while open (api-contract §1.5) and the event stream is down. */
export const ALL_NOTIFY_POLL_MS = 5_000;

/** GET /api/user/get_all_sys_notify?start=N → newest first; what it returns counts as read. */
export async function getAllSysNotify(start: number): Promise<SysNotify[]> {
  const res = await request<unknown>("GET", "/api/user/get_all_sys_notify", { start });
  if (res.code !== 0) throw new Error(res.message ?? "");
  return Array.isArray(res.data) ? (res.data as SysNotify[]) : [];
}

export const allNotifyQueryOptions = (live = false) =>
  infiniteQueryOptions({
    queryKey: allNotifyQueryKey,
    queryFn: ({ pageParam }) => getAllSysNotify(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < ALL_NOTIFY_PAGE_SIZE ? undefined : pages.length * ALL_NOTIFY_PAGE_SIZE,
    refetchInterval: live ? false : ALL_NOTIFY_POLL_MS,
  });
