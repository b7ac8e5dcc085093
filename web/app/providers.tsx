import { OverlaysProvider, PortalProvider } from "@blueprintjs/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { queryClientAtom } from "jotai-tanstack-query";
import type { ReactNode } from "react";
import TypesafeI18n from "../i18n/i18n-react";
import type { Locales } from "../i18n/i18n-types";
import { retryUnlessRefused } from "../lib/retry";

/** Waits between a query's retries: 1 s, 2 s, 4 s … up to 15 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 15_000);

/**
 * Seed §7: queries do not refetch when the window regains focus. A failing
 * query is retried three times with back-off; while the server is down the
 * connection monitor sets TanStack Query offline, which pauses those retries
 * (and mutations) until it answers again, instead of piling up errors.
 * A refusal (401/403, 需要管理员权限) is final: it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: retryUnlessRefused, retryDelay },
    },
  });
}

// jotai-tanstack-query atoms must use the same QueryClient as the React hooks.
function HydrateQueryClient({ client, children }: { client: QueryClient; children: ReactNode }) {
  useHydrateAtoms([[queryClientAtom, client]]);
  return children;
}

/** The app's one QueryClient (main.tsx starts the first screen's queries on it before rendering). */
export const appQueryClient = createQueryClient();
const defaultStore = createStore();

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client and store; the app gets fresh ones. */
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
  locale?: Locales;
};

export function AppProviders({ children, queryClient, store, locale = "zh" }: AppProvidersProps) {
  const client = queryClient ?? appQueryClient;
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store ?? defaultStore}>
        <HydrateQueryClient client={client}>
          <TypesafeI18n locale={locale}>
            {/* BlueprintProvider minus its HotkeysProvider: no screen uses
                hotkeys, and its help dialog would put Blueprint's whole
                overlay stack into the entry chunk of every page. */}
            <PortalProvider>
              <OverlaysProvider>{children}</OverlaysProvider>
            </PortalProvider>
          </TypesafeI18n>
        </HydrateQueryClient>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
