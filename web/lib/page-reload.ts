// What a failed chunk load and a deliberate reload share: lazyPage
// (web/app/lazy-page.ts) fires the event and reloads once; the connection
// banner and the restart section (features) listen and reload too.

/** Fired on window (cancelable, detail: the error) when a screen's chunk fails to load. */
export const PRELOAD_ERROR_EVENT = "preload-error";
/** sessionStorage flag: this tab already reloaded once for a failed chunk. */
export const PRELOAD_RELOADED_KEY = "mr-preload-reloaded";

/** Indirection so tests can observe the reload (jsdom cannot navigate). */
export const pageReloader = {
  reload: (): void => window.location.reload(),
};
