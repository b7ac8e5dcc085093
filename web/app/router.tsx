import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import type { AppPath } from "../lib/paths";
import { findRouteMeta } from "../lib/route-meta";
import { authAtom, isAdminUser } from "../state/auth";
import { startRoute } from "./route-start";
import { NotFoundPage, routeScreens, ShellLayout } from "./routes";

// Loaded only when a normal user opens an admin-only route: sign-in's first
// load has no room for it.
const AdminOnlyNotice = lazy(() =>
  import("./admin-only-notice").then((m) => ({ default: m.AdminOnlyNotice })),
);

/**
 * Picks the screen for the location from the route table. Shell routes share
 * one ShellLayout element, so the sidebar and top bar stay mounted while
 * only the page inside changes. Picking a screen starts its data and chunk
 * at once (route-start.ts), before the page mounts.
 */
export function AppRouter() {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const { isInitialized, user } = useAtomValue(authAtom);
  const meta = findRouteMeta(location);
  // In render, not in an effect: effects run after the page has mounted,
  // which is the wait this removes. startRoute runs once per screen visit;
  // a normal user's admin-only screen asks for nothing (it would be refused).
  if (!(meta?.adminOnly && user !== null && !isAdminUser(user))) {
    startRoute(location, window.location.search, queryClient);
  }
  if (!meta) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const Screen = routeScreens[location as AppPath];
  // An admin-only screen is not even mounted for a normal user (its calls
  // would be refused); until my_account says who is signed in, it waits.
  const refused = meta.adminOnly && isInitialized && user !== null && !isAdminUser(user);
  const waiting = meta.adminOnly && !isInitialized;
  const page = refused ? (
    <Suspense fallback={<PageSpinner />}>
      <AdminOnlyNotice meta={meta} />
    </Suspense>
  ) : waiting ? (
    <PageSpinner />
  ) : (
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
