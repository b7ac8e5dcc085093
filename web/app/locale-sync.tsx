import { useAtomValue } from "jotai";
import { useEffect, useLayoutEffect } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { loadLocale } from "../i18n/load-locale";
import { basePath } from "../lib/base-path";
import { bindScreenTexts } from "../lib/screen-texts";
import { HTML_LANG, localeAtom, writeLocaleCookie } from "../state/locale";

/**
 * Loads the chosen locale's chunk and the text groups (namespaces) of the
 * screens visited (with retries), then switches the UI and
 * <html lang>; keeps the locale cookie (for the server's preload hints) in
 * step with the choice, stored ones from before the cookie existed included.
 */
export function LocaleSync() {
  const chosen = useAtomValue(localeAtom);
  const { locale, setLocale } = useI18nContext();

  useEffect(() => writeLocaleCookie(chosen, basePath), [chosen]);
  useEffect(() => bindScreenTexts(locale, setLocale), [locale, setLocale]);

  useEffect(() => {
    if (chosen === locale) return;
    let current = true;
    loadLocale(chosen).then(
      () => current && setLocale(chosen),
      (error: unknown) => console.error(`Could not load the ${chosen} translation`, error),
    );
    return () => {
      current = false;
    };
  }, [chosen, locale, setLocale]);

  // In the commit that changes the texts, so <html lang> never lags them.
  useLayoutEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);

  return null;
}
