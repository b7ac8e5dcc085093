import { recordsPrefetch } from "../features/download/prefetch";
import { homePrefetch } from "../features/home/prefetch";
import { top250Prefetch } from "../features/recommend/prefetch";
import { settingHubPrefetch } from "../features/setting/hub/prefetch";
import { siteDashboardPrefetch } from "../features/site/prefetch";
import {
  movieSubscriptionsPrefetch,
  tvSubscriptionsPrefetch,
} from "../features/subscribe/prefetch";
import { torrentSearchPrefetch } from "../features/torrent-search/prefetch";
import { hasAuthToken } from "../lib/http";
import type { RoutePrefetch } from "../lib/route-prefetch";

/**
 * The prefetch declarations of the screens routes.ts marks with `prefetch`
 * (its lazyPage's last argument), by the screen's export name. One small
 * chunk of its own: the entry (and sign-in's first load) stays without every
 * screen's queries; the server's preload hints name it for those routes.
 */
const routePrefetches: Record<string, RoutePrefetch> = {
  HomePage: homePrefetch,
  DoubanTop250Page: top250Prefetch,
  TorrentSearchPage: torrentSearchPrefetch,
  DownloadRecordPage: recordsPrefetch,
  MovieSubscriptionsPage: movieSubscriptionsPrefetch,
  TvSubscriptionsPage: tvSubscriptionsPrefetch,
  SiteDashboardPage: siteDashboardPrefetch,
  SettingHubPage: settingHubPrefetch,
};

/**
 * Starts the first queries of the screen exported as `screen`. Every screen
 * listed is guarded: signed out, the visitor is on the way to sign-in and
 * nothing is asked for.
 */
export function prefetchScreen(
  screen: string,
  queryClient: Parameters<RoutePrefetch>[0],
  search: URLSearchParams,
): void {
  if (hasAuthToken()) routePrefetches[screen]?.(queryClient, search);
}
