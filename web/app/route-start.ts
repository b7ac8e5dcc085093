import type { QueryClient } from "@tanstack/react-query";
import type { AppPath } from "../lib/paths";
import { findRouteMeta } from "../lib/route-meta";
import { readToken, tokenRole } from "../lib/token";
import { NORMAL_USER_ROLE } from "../state/auth";
import { NotFoundPage, routeScreens, ShellLayout } from "./routes";

// The screen each query client last started: the boot (main.tsx) and the
// router's first render name the same screen, and StrictMode renders twice;
// a screen is started once per visit, not once per render.
const lastStarted = new WeakMap<QueryClient, [string, Promise<unknown>]>();

/**
 * Starts what the screen at `path` needs, all at once: its first queries
 * (its prefetch declaration, route-prefetches.ts), its chunk and texts, and
 * the shell's chunk. Called by the router when it picks a screen (and by
 * main.tsx before the first render), so nothing waits for the page to mount.
 * Resolves (never rejects) once the screen's and the shell's chunks are in.
 *
 * An admin-only screen's data is not asked for when the token names a family
 * member: the server would refuse every call, and the page says so itself.
 * A token that names no role (proxy mode) starts as before.
 *
 * `hinted`: the page's preload hints already fetch every chunk named here
 * (the first screen of a visit), so the screen's module is evaluated only
 * after its data request has left: that costs nothing and fixes the order.
 */
export function startRoute(
  path: string,
  search: string,
  queryClient: QueryClient,
  hinted?: boolean,
): Promise<unknown> {
  const last = lastStarted.get(queryClient);
  if (last?.[0] === path) return last[1];
  const meta = findRouteMeta(path);
  const screen = meta ? routeScreens[path as AppPath] : NotFoundPage;
  const refused = meta?.adminOnly && tokenRole(readToken()) === NORMAL_USER_ROLE;
  const data = refused
    ? Promise.resolve()
    : screen.prefetch(queryClient, new URLSearchParams(search));
  const ready = Promise.allSettled([
    meta?.layout === "shell" && ShellLayout.preload(),
    hinted ? data.then(screen.preload) : screen.preload(),
  ]);
  lastStarted.set(queryClient, [path, ready]);
  return ready;
}
