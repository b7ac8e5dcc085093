import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles/themes.css";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import { AppProviders } from "./app/providers";
import { loadBaseLocale } from "./i18n/load-base-locale";
import { applyPalette } from "./lib/apply-palette";
import { basePath } from "./lib/base-path";
import { restoreStoredSession } from "./state/auth";
import { readStoredTheme, resolvePalette, systemPrefersDark } from "./state/theme";

loadBaseLocale();
// The stored theme goes on <body> before React's first render (the CSP allows
// no inline script in index.html, so this is as early as it can be).
applyPalette(resolvePalette(readStoredTheme(), systemPrefersDark()));

// The first calls (common/app among them) already carry a stored token, so
// the menus are the signed-in user's even when they answer before my_account.
restoreStoredSession();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <Router base={basePath}>
          <App />
        </Router>
      </AppProviders>
    </StrictMode>,
  );
}
