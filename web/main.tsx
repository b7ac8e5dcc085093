import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { AppProviders } from "./app/providers";
import { loadBaseLocale } from "./i18n/load-base-locale";

loadBaseLocale();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
