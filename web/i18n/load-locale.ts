import { withRetry } from "../lib/retry";
import type { Locales, Namespaces } from "./i18n-types";
import { loadedLocales } from "./i18n-util";
import { loadLocaleAsync, loadNamespaceAsync } from "./i18n-util.async";

/** Seed §9: up to 5 retries, the first after 350 ms, each wait doubling. */
export const LOCALE_RETRY = { retries: 5, initialDelayMs: 350 } as const;

export type LoadLocaleDeps = {
  load?: (locale: Locales) => Promise<void>;
  loadNamespace?: (locale: Locales, namespace: Namespaces) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Namespaces (web/i18n/<locale>/<namespace>/) some screen of this visit has
 * needed: switching language loads them in the new locale too, so the screen
 * on show never goes blank.
 */
const namespacesInUse = new Set<Namespaces>();

// A loaded namespace alone also creates loadedLocales[locale], so the root's
// presence is told by one of its own keys.
const hasRoot = (locale: Locales): boolean => loadedLocales[locale]?.common !== undefined;
const hasNamespace = (locale: Locales, namespace: Namespaces): boolean =>
  loadedLocales[locale]?.[namespace] !== undefined;

/**
 * Fetches the namespaces' lazy chunks in `locale` (each with the retry
 * schedule) and marks them in use; says whether anything new arrived (the
 * React adapter then needs setLocale to see it).
 */
export async function loadNamespaces(
  locale: Locales,
  namespaces: readonly Namespaces[],
  deps: LoadLocaleDeps = {},
): Promise<boolean> {
  for (const namespace of namespaces) namespacesInUse.add(namespace);
  const missing = namespaces.filter((namespace) => !hasNamespace(locale, namespace));
  const load = deps.loadNamespace ?? loadNamespaceAsync;
  await Promise.all(
    missing.map((namespace) =>
      withRetry(() => load(locale, namespace), { ...LOCALE_RETRY, sleep: deps.sleep }),
    ),
  );
  return missing.length > 0;
}

/**
 * Fetches a locale's lazy chunk and the namespaces in use (a flaky network
 * gets the retry schedule); what is already loaded costs nothing.
 */
export async function loadLocale(locale: Locales, deps: LoadLocaleDeps = {}): Promise<void> {
  const load = deps.load ?? loadLocaleAsync;
  await Promise.all([
    hasRoot(locale)
      ? undefined
      : withRetry(() => load(locale), { ...LOCALE_RETRY, sleep: deps.sleep }),
    loadNamespaces(locale, [...namespacesInUse], deps),
  ]);
}
