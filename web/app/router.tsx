import { Suspense } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import type { AppPath } from "./paths";
import { findRouteMeta } from "./route-meta";
import { NotFoundPage, routeScreens, ShellLayout } from "./routes";

/**
 * Picks the screen for the location from the route table. Shell routes share
 * one ShellLayout element, so the sidebar and top bar stay mounted while
 * only the page inside changes.
 */
export function AppRouter() {
  const [location] = useLocation();
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
