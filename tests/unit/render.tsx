import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "../../web/app/providers";
import { loadZhTexts } from "./i18n";

export type RenderOptions = {
  path?: string;
  store?: ReturnType<typeof createStore>;
  /** A client the test has already used (e.g. a route's prefetch before the page mounts). */
  queryClient?: QueryClient;
};

/** No retries: a failing query must fail at once, not after back-off delays. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/** Renders inside the real providers with an in-memory location that records navigation. */
export function renderWithApp(
  ui: ReactNode,
  { path = "/", store = createStore(), queryClient = testQueryClient() }: RenderOptions = {},
) {
  loadZhTexts();
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <AppProviders queryClient={queryClient} store={store}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  /** The path the app is on now. */
  const currentPath = () => location.history.at(-1);
  return { ...utils, store, queryClient, location, currentPath };
}
