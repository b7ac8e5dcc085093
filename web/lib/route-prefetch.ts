import type { QueryClient } from "@tanstack/react-query";

/**
 * A screen's first queries, declared next to the screen (its feature's
 * prefetch.ts) and started by the router as soon as it picks the screen,
 * together with the screen's chunk rather than after the page has mounted.
 * It only calls `queryClient.prefetchQuery(...)` (or the infinite variant)
 * with the same options the page's own hooks use, so the page finds the
 * request in flight (or answered) instead of starting it. `search` is the
 * address's query string, for screens whose queries depend on it.
 */
export type RoutePrefetch = (queryClient: QueryClient, search: URLSearchParams) => void;

/**
 * How long a screen's prefetched answers count as fresh. The route asks for
 * them before the screen's code is in; with TanStack's default (stale at
 * once) the mounting screen would ask again, and show its refresh spinners
 * until that second round answered (the settings hub did: each call twice,
 * its first content a round trip late). Saves still refresh at once: an
 * invalidated query is refetched whatever its staleTime.
 */
export const PREFETCHED_FRESH_MS = 10_000;
