import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import type { AppPath } from "./paths";
import { findRouteMeta } from "./route-meta";
import { startRoute } from "./route-start";
import { NotFoundPage, routeScreens, ShellLayout } from "./routes";

/**
 * Picks the screen for the location from the route table. Shell routes share
 * one ShellLayout element, so the sidebar and top bar stay mounted while
 * only the page inside changes. Picking a screen starts its data and chunk
 * at once (route-start.ts), before the page mounts.
 */
export function AppRouter() {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  // In render, not in an effect: effects run after the page has mounted,
  // which is the wait this removes. startRoute runs once per screen visit.
  startRoute(location, window.location.search, queryClient);
  const meta = findRouteMeta(location);
  if (!meta) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const Screen = routeScreens[location as AppPath];
  const page = (
    <Suspense key={location} fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
  if (meta.layout === "plain") return page;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ShellLayout>{page}</ShellLayout>
    </Suspense>
  );
}
