import { withRetry } from "../lib/retry";
import type { Locales } from "./i18n-types";
import { loadedLocales } from "./i18n-util";
import { loadLocaleAsync } from "./i18n-util.async";

/** Seed §9: up to 5 retries, the first after 350 ms, each wait doubling. */
export const LOCALE_RETRY = { retries: 5, initialDelayMs: 350 } as const;

export type LoadLocaleDeps = {
  load?: (locale: Locales) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Fetches a locale's lazy chunk (a flaky network gets the retry schedule);
 * a locale already loaded costs nothing.
 */
export async function loadLocale(locale: Locales, deps: LoadLocaleDeps = {}): Promise<void> {
  if (loadedLocales[locale]) return;
  const load = deps.load ?? loadLocaleAsync;
  await withRetry(() => load(locale), { ...LOCALE_RETRY, sleep: deps.sleep });
}
