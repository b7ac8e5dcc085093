import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, createElement, lazy, useState } from "react";
import type { Namespaces } from "../i18n/i18n-types";
import { PRELOAD_ERROR_EVENT, PRELOAD_RELOADED_KEY, pageReloader } from "../lib/page-reload";
import { loadScreenTexts } from "../lib/screen-texts";

/** lazyPage's last argument for a screen listed in route-prefetches.ts. */
export const PREFETCH = true;

const neverSettles = () => new Promise<never>(() => {});

/**
 * What to do when nobody handled the preload-error event: a tab that outlived
 * a server upgrade asks for chunks that no longer exist, and one reload picks
 * up the new build. A second failure in the same session is real, so it goes
 * to the error boundary (the 500 screen).
 */
function recoverOrRethrow(error: unknown): Promise<never> {
  if (sessionStorage.getItem(PRELOAD_RELOADED_KEY) === null) {
    sessionStorage.setItem(PRELOAD_RELOADED_KEY, "1");
    pageReloader.reload();
    return neverSettles();
  }
  throw error;
}

/** A lazy screen that can be loaded ahead of its first render. */
export type LazyPage = ComponentType<object> & {
  /** Loads the chunk and texts; a page mounted after this renders at once, without suspending. */
  preload: () => Promise<void>;
  /**
   * Starts the screen's first queries (its prefetch declaration, a small
   * chunk of its own that the route's preload hints name too); resolves once
   * they are asked for. Never rejects: without it the page asks on mount.
   */
  prefetch: (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;
};

/**
 * React.lazy for a named export (seed §2, §8). When the chunk fails to load a
 * cancelable `preload-error` event (detail: the error) is fired on window; a
 * listener that calls preventDefault owns recovery and the screen just keeps
 * loading. Otherwise: reload once per session, then rethrow. `namespaces`:
 * the screen's own text groups (web/i18n/<locale>/<namespace>/), fetched
 * alongside its chunk so it renders with every text. `prefetch` (PREFETCH):
 * the screen has first queries to start before it mounts (route-prefetches.ts,
 * started by the router when it picks the screen: app/route-start.ts).
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly Namespaces[] = [],
  prefetch?: typeof PREFETCH,
): LazyPage {
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<{ default: ComponentType<object> }> | undefined;
  const loadOnce = () =>
    (loading ??= (async () => {
      try {
        const [module] = await Promise.all([load(), loadScreenTexts(namespaces)]);
        loaded = module[name] as ComponentType<object>;
        return { default: loaded };
      } catch (error) {
        const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
        if (!window.dispatchEvent(event)) return neverSettles();
        return recoverOrRethrow(error);
      }
    })());
  const Lazy = lazy(loadOnce);
  // Decided once per mount: switching from Lazy to the loaded component
  // later would remount the screen and lose its state. Already loaded (a
  // prerendered screen taken over, web/lib/prerender-takeover.ts): the first
  // render has the screen, no fallback in between.
  function Page(props: object) {
    const [Screen] = useState<ComponentType<object>>(() => loaded ?? Lazy);
    return createElement(Screen, props);
  }
  const preload = () => loadOnce().then(() => undefined);
  return Object.assign(Page, {
    preload,
    prefetch: async (queryClient: QueryClient, search: URLSearchParams) => {
      if (!prefetch) return;
      try {
        (await import("./route-prefetches")).prefetchScreen(name as string, queryClient, search);
      } catch {
        // The declaration's chunk failed: the page's own hooks ask instead.
      }
    },
  });
}
