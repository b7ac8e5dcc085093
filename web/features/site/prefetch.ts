import { sitesQueryOptions } from "../../components/api/get-sites";
import type { RoutePrefetch } from "../../lib/route-prefetch";
import { catalogueQueryOptions } from "./api/get-catalogue";
import { overviewQueryOptions } from "./api/get-overview";
import { sharesQueryOptions } from "./api/get-shares";

/** /site/dashboard: the four queries the dashboard starts with (site-dashboard-page.tsx). */
export const siteDashboardPrefetch: RoutePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(catalogueQueryOptions());
  void queryClient.prefetchQuery(overviewQueryOptions());
  void queryClient.prefetchQuery(sitesQueryOptions());
  void queryClient.prefetchQuery(sharesQueryOptions());
};
