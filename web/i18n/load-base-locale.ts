import type { Translations } from "./i18n-types";
import { loadedLocales } from "./i18n-util";
import { loadFormatters } from "./i18n-util.async";
import zh from "./zh";

/**
 * zh is bundled and loaded synchronously so the first paint already has text;
 * the other locales stay behind the generated async loaders (lazy chunks).
 * Its namespaces are not in it: the screens that use them load them
 * (web/lib/screen-texts.ts).
 */
export function loadBaseLocale(): void {
  loadedLocales.zh = zh as unknown as Translations;
  loadFormatters("zh");
}

export { loadLocaleAsync } from "./i18n-util.async";
