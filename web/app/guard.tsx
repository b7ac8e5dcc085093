import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { authAtom } from "../state/auth";
import { isGuardedPath, paths } from "./paths";

/**
 * Sends a signed-out visitor of a guarded path to the sign-in screen, but only
 * once auth has initialised: before that the screen renders (as the original
 * did) so a valid session never flashes the sign-in page.
 */
export function Guard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { isInitialized, isAuthenticated } = useAtomValue(authAtom);
  if (isGuardedPath(location) && isInitialized && !isAuthenticated) {
    return <Redirect to={paths.auth.signIn} replace />;
  }
  return children;
}
