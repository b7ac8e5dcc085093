import type { TranslationFunctions } from "../../web/i18n/i18n-types";
import { i18nObject } from "../../web/i18n/i18n-util";
import { loadBaseLocale } from "../../web/i18n/load-base-locale";

/** The zh translation functions, as the app's first paint has them. */
export function zhLL(): TranslationFunctions {
  loadBaseLocale();
  return i18nObject("zh");
}
