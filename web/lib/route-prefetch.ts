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
