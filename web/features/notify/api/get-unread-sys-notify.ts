import { request } from "../../../lib/http";
import type { SysNotify } from "../types";

/** GET /api/user/get_unread_sys_notify → the unread list; the server marks them read. */
export async function getUnreadSysNotify(): Promise<SysNotify[]> {
  const res = await request<unknown>("GET", "/api/user/get_unread_sys_notify");
  if (res.code !== 0) throw new Error(res.message ?? "");
  return Array.isArray(res.data) ? (res.data as SysNotify[]) : [];
}
