// The Node side of the build-time prerender (web/build/prerender.ts): the real
// sign-in and setup-admin screens rendered to HTML as the app's first render
// shows them: locale zh, nobody signed in, no answer from the server yet.
// The theme is not in the markup: it is <body>'s class and data-theme.
import { createStore } from "jotai";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { AppProviders, createQueryClient } from "../app/providers";
import { ErrorBanner } from "../components/error-banner";
import { SubmitButton } from "../components/submit-button";
import { TextField } from "../components/text-field";
import { SignInPage } from "../features/auth/sign-in-page";
import { SetupAdminPage } from "../features/setup/setup-admin-page";
import { i18nObject } from "../i18n/i18n-util";
import { loadBaseLocale } from "../i18n/load-base-locale";
import { loadForms } from "../lib/forms";
import { formatPageTitle } from "../lib/page-title";
import { paths } from "../lib/paths";
import { LAST_USER_STORAGE_KEY } from "../lib/returning-visitor";

const SCREENS: Record<string, ComponentType> = {
  [paths.auth.signIn]: SignInPage,
  [paths.setup.admin]: SetupAdminPage,
};

function renderAt(path: string, Screen: ComponentType): string {
  return renderToString(
    <AppProviders queryClient={createQueryClient()} store={createStore()}>
      <Router ssrPath={path}>
        <Screen />
      </Router>
    </AppProviders>,
  );
}

/**
 * Resolves once TanStack Form is in (web/lib/forms.ts): the prerendered
 * setup-admin screen shows its form, as the app does once it has taken over.
 */
export const ready = loadForms;

/** Client path → the markup of its screen's first render. */
export function renderScreens(): Record<string, string> {
  loadBaseLocale();
  return Object.fromEntries(
    Object.entries(SCREENS).map(([path, Screen]) => [path, renderAt(path, Screen)]),
  );
}

/**
 * Client path → its screen as a returning visitor sees it (sign-in's
 * greeting), for those that differ; the server picks it by cookie.
 */
export function renderReturning(): Record<string, string> {
  loadBaseLocale();
  localStorage.setItem(LAST_USER_STORAGE_KEY, "-");
  try {
    return { [paths.auth.signIn]: renderAt(paths.auth.signIn, SignInPage) };
  } finally {
    localStorage.removeItem(LAST_USER_STORAGE_KEY);
  }
}

/**
 * Client path → the document title its screen sets (usePageTitle runs only
 * in the browser). tests/e2e/first-paint.mjs checks it is the title the app
 * then keeps.
 */
export function renderTitles(): Record<string, string> {
  loadBaseLocale();
  const LL = i18nObject("zh");
  return {
    [paths.auth.signIn]: formatPageTitle(LL.signIn.pageTitle()),
    [paths.setup.admin]: formatPageTitle(LL.setupAdmin.pageTitle()),
  };
}

const noop = () => {};

/**
 * Never shipped: the states those screens reach later (a field's error and
 * helper, the server's refusal, the spinning submit), rendered only so their
 * classes count as used by the critical CSS.
 */
export function renderLaterStates(): string {
  loadBaseLocale();
  const field = { label: "-", value: "", onChange: noop, onBlur: noop };
  return renderAt(paths.auth.signIn, () => (
    <form>
      <ErrorBanner message="-" />
      <TextField id="a" error="-" {...field} />
      <TextField id="b" helper="-" type="password" {...field} />
      <SubmitButton submitting text="-" />
    </form>
  ));
}
