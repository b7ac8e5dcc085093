import type { Locales, Namespaces } from "../i18n/i18n-types";
import { baseLocale } from "../i18n/i18n-util";
import { loadNamespaces } from "../i18n/load-locale";
import { readStoredLocale } from "../state/locale";

/**
 * The React adapter as LocaleSync last saw it: the locale on show and its
 * setLocale. Its LL is a snapshot of the dictionary, so texts loaded later
 * only appear after setLocale builds a new one.
 */
const adapter: { locale: Locales; setLocale: (locale: Locales) => void } = {
  locale: baseLocale,
  setLocale: () => {},
};

/**
 * Texts that arrived before LocaleSync bound the adapter (a first screen
 * whose chunks were preloaded can be ready before React's first effects):
 * the binding then rebuilds the dictionary once, or they would never show.
 */
let arrivedUnbound = false;
let bound = false;

export function bindScreenTexts(locale: Locales, setLocale: (locale: Locales) => void): void {
  adapter.locale = locale;
  adapter.setLocale = setLocale;
  bound = true;
  if (arrivedUnbound) {
    arrivedUnbound = false;
    setLocale(locale);
  }
}

/**
 * A lazy screen's text groups (typesafe-i18n namespaces), loaded before it
 * renders: in the locale on show and in the one chosen (while a switch to it
 * is under way), so no text is missing for a frame.
 */
export async function loadScreenTexts(namespaces: readonly Namespaces[]): Promise<void> {
  if (namespaces.length === 0) return;
  const wanted = new Set([adapter.locale, readStoredLocale()]);
  const fresh = await Promise.all([...wanted].map((locale) => loadNamespaces(locale, namespaces)));
  if (!fresh.some(Boolean)) return;
  if (bound) adapter.setLocale(adapter.locale);
  else arrivedUnbound = true;
}
