import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles/themes.css";
import "./styles/global.css";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import { AppProviders, appQueryClient } from "./app/providers";
import { startRoute } from "./app/route-start";
import { routeScreens } from "./app/routes";
import { loadBaseLocale } from "./i18n/load-base-locale";
import { applyPalette } from "./lib/apply-palette";
import { basePath } from "./lib/base-path";
import { watchForFullStyles } from "./lib/deferred-styles";
import type { AppPath } from "./lib/paths";
import { PRERENDERED_ATTR, prerenderedRoute, restore, snapshot } from "./lib/prerender-takeover";
import { screenLoadsSettled } from "./lib/screen-loads";
import { restoreStoredSession } from "./state/auth";
import { readStoredTheme, resolvePalette, systemPrefersDark } from "./state/theme";

loadBaseLocale();
// The stored theme goes on <body> before React's first render (the CSP allows
// no inline script in index.html, so this is as early as it can be).
applyPalette(resolvePalette(readStoredTheme(), systemPrefersDark()));

// The first calls (common/app among them) already carry a stored token, so
// the menus are the signed-in user's even when they answer before my_account.
restoreStoredSession();

// The address's screen starts now, before React's first render: its first
// queries (the route's prefetch declaration) and its chunk, together.
// The server serves the app only under its base path.
const firstScreen = startRoute(
  location.pathname.slice(basePath.length) || "/",
  location.search,
  appQueryClient,
  true,
);

/** Longest wait for the first screen's chunk before rendering anyway (with the route spinner). */
const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Resolves when the first screen's chunk (and the shell's) is in, so the
 * first render has the screen instead of a spinner that React then holds
 * for its reveal throttle (~300 ms). The chunks are normally in flight
 * already (the page's preload hints).
 */
function firstScreenReady(): Promise<unknown> {
  return Promise.race([firstScreen, new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);
}

const app = (
  <StrictMode>
    <AppProviders>
      <Router base={basePath}>
        <App />
      </Router>
    </AppProviders>
  </StrictMode>
);

/**
 * Takes over the screen the server prerendered into `root`: its chunk first
 * (preloaded by the page's hints), so React's first commit is the same form
 * and replaces the markup in one step; then what the visitor typed, focus
 * and caret go back in before the browser paints again.
 */
function takeOver(root: HTMLElement, route: string) {
  const start = () => {
    const typed = snapshot(root);
    flushSync(() => createRoot(root).render(app));
    root.removeAttribute(PRERENDERED_ATTR); // the markup is React's now
    restore(typed);
    // The full stylesheets wait until the page needs them (often never
    // before the visitor submits).
    watchForFullStyles();
  };
  // Failed: the app starts anyway and shows what the screen's failure shows
  // (lazy-page.ts: a reload, or the error screen).
  const screen = routeScreens[route as AppPath];
  // The screen's chunk starts TanStack Form's load (web/lib/forms.ts): the
  // form must be whole in that first commit, or typed text would be lost.
  (screen ? screen.preload().then(screenLoadsSettled) : Promise.resolve()).then(start, start);
}

const root = document.getElementById("root");
const route = root && prerenderedRoute(root);
if (root && route) takeOver(root, route);
else if (root) void firstScreenReady().then(() => createRoot(root).render(app));
