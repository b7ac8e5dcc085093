import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { authAtom, isAdminUser } from "../state/auth";
import { AdminOnlyNotice } from "./admin-only-notice";
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
  const { isInitialized, user } = useAtomValue(authAtom);
  const meta = findRouteMeta(location);
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
    <AdminOnlyNotice meta={meta} />
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
