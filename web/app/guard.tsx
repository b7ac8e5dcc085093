import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { isGuardedPath, signInHref } from "../lib/paths";
import { useHash } from "../lib/use-hash";
import { authAtom } from "../state/auth";

/**
 * Sends a signed-out visitor of a guarded path to the sign-in screen, but only
 * once auth has initialised: before that the screen renders (as the original
 * did) so a valid session never flashes the sign-in page. The link opened
 * rides along, so signing in lands on it.
 */
export function Guard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const hash = useHash();
  const { isInitialized, isAuthenticated } = useAtomValue(authAtom);
  if (isGuardedPath(location) && isInitialized && !isAuthenticated) {
    const deepLink = `${location}${search ? `?${search}` : ""}${hash}`;
    return <Redirect to={signInHref(deepLink)} replace />;
  }
  return children;
}
