import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { type AppInfo, appInfoQueryOptions } from "../lib/api/get-app-info";
import { paths } from "../lib/paths";
import { type AuthState, authAtom } from "../state/auth";

/** Where a finished install sends each wizard step: its /config/* twin. */
const CONFIG_OF_STEP: Record<string, string> = {
  [paths.setup.admin]: paths.root,
  [paths.setup.web]: paths.config.web,
  [paths.setup.mediaServer]: paths.config.mediaServer,
  [paths.setup.downloadClient]: paths.config.downloadClient,
  [paths.setup.mediaPath]: paths.config.mediaPath,
  [paths.setup.movieMetadata]: paths.config.movieMetadata,
};

/**
 * Where the setup state sends `location`, or null to stay.
 *
 * - Setup still needed (no admin): every screen but the wizard goes to /setup/admin.
 * - An admin exists: a signed-out visitor of /setup/* signs in first (the
 *   steps would only answer 管理员账号已存在 or 登录已失效).
 * - The wizard is finished (`setup_done`, an addition; an upstream without it
 *   keeps the wizard reachable): a signed-in user of /setup/* goes to the
 *   matching /config/* screen.
 */
export function setupTarget(location: string, info: AppInfo, auth: AuthState): string | null {
  const inWizard = location.startsWith("/setup/");
  if (info.setup_required) return inWizard ? null : paths.setup.admin;
  // An upstream without the flag: nothing is known, so nothing is decided.
  if (info.setup_required !== false || !inWizard || !auth.isInitialized) return null;
  if (!auth.isAuthenticated) return paths.auth.signIn;
  if (info.setup_done) return CONFIG_OF_STEP[location] ?? paths.root;
  return null;
}

/**
 * The server already redirects page loads to /setup/admin while no admin
 * exists; this covers client-side navigation when /api/common/app says so.
 *
 * useQuery (not the jotai atom) on purpose: it reads the cache during render,
 * so the flag the setup form clears just before navigating is seen at once
 * instead of one notification later, which would bounce the user back here.
 */
export function SetupRedirect({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const auth = useAtomValue(authAtom);
  const { data, isFetching } = useQuery(appInfoQueryOptions());
  // Wait for a refetch in flight (e.g. right after sign-in) rather than trust a stale flag.
  const target = data && !isFetching ? setupTarget(location, data, auth) : null;
  if (target !== null && target !== location) return <Redirect to={target} replace />;
  return children;
}
