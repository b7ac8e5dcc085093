import type { TranslationFunctions } from "../../web/i18n/i18n-types";
import { i18nObject, loadedLocales } from "../../web/i18n/i18n-util";
import { loadFormatters } from "../../web/i18n/i18n-util.async";
import { loadLocale } from "../../web/i18n/i18n-util.sync";

/**
 * zh with every namespace, as a screen has it once its route has loaded its
 * text groups (the app's entry holds only the root: loadBaseLocale). The
 * generated sync loader bundles them all; it skips a locale already loaded.
 */
export function loadZhTexts(): void {
  if (loadedLocales.zh?.site === undefined) {
    Reflect.deleteProperty(loadedLocales, "zh");
    loadLocale("zh");
  }
  loadFormatters("zh");
}

/** The zh translation functions, every namespace included. */
export function zhLL(): TranslationFunctions {
  loadZhTexts();
  return i18nObject("zh");
}
