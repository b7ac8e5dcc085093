import { queryOptions } from "@tanstack/react-query";
import { request } from "../http";

export type MenuPage = {
  /** An addition: what the UI translates; `title` is the fallback. */
  key?: string;
  title: string;
  href: string;
  icon?: string;
  badge?: string;
  children?: MenuPage[];
};

export type MenuSection = {
  key?: string;
  title?: string;
  pages: MenuPage[];
};

export type AppInfo = {
  version: string;
  menus: MenuSection[];
  server_config?: { douban_poster_wall?: boolean };
  setup_required?: boolean;
  /** An addition: the wizard has been finished once (then /setup/* leads to /config/*). */
  setup_done?: boolean;
  /** An addition: the binary answers the API itself (no rule community, no licence). */
  builtin?: boolean;
};

/** What the UI shows before /api/common/app answers (seed §3: placeholder version, no menus). */
export const defaultAppInfo: AppInfo = { version: "-", menus: [] };

export const appInfoQueryKey = ["common", "app"] as const;

/** GET /api/common/app; anything but code 0 is an error so the default stays in place. */
export async function getAppInfo(): Promise<AppInfo> {
  const res = await request<AppInfo>("GET", "/api/common/app");
  if (res.code !== 0 || !res.data) throw new Error(res.message || "app info unavailable");
  return res.data;
}

/**
 * Fresh until something that changes it says so: sign-in and sign-out, the
 * wizard's saves and the admin's creation invalidate it (an invalidated query
 * is refetched whatever its staleTime), and the connection monitor probes the
 * server apart from this query. Stale at once, the shell's menus and the setup
 * redirect asked for it twice on every cold visit.
 */
export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: appInfoQueryKey,
    queryFn: getAppInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });
