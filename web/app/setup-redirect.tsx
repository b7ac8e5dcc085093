import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { appInfoQueryOptions } from "../features/app-info/api/get-app-info";
import { paths } from "./paths";

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
  const { data, isFetching } = useQuery(appInfoQueryOptions());
  // Wait for a refetch in flight (e.g. right after sign-in) rather than trust a stale flag.
  if (data?.setup_required && !isFetching && !location.startsWith("/setup/")) {
    return <Redirect to={paths.setup.admin} replace />;
  }
  return children;
}
