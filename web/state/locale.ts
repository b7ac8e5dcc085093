import { atom } from "jotai";
import type { Locales } from "../i18n/i18n-types";
import { baseLocale, isLocale } from "../i18n/i18n-util";

// The interface language (seed §1): Chinese is the base; en, fr, de and nl can
// be chosen in the 系统 menu. The choice is kept as a JSON string under
// localStorage `locale`.

export const LOCALE_STORAGE_KEY = "locale";

/**
 * The same choice as a cookie, for the server only: it adds the locale's
 * chunk to the preload hints of the pages it serves (server/httpx), so a
 * non-Chinese UI needs no extra round trip. Nothing reads it back here.
 */
export const LOCALE_COOKIE = "mr-locale";

/** Writes the locale cookie, scoped to the app's base path. */
export function writeLocaleCookie(locale: Locales, base: string, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=${base}/; Max-Age=31536000; SameSite=Lax`;
}

/** Each language under its own name, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locales, string> = {
  zh: "中文",
  en: "English",
  fr: "Français",
  de: "Deutsch",
  nl: "Nederlands",
};

/** Menu order: the base first. */
export const LOCALE_CHOICES: readonly Locales[] = ["zh", "en", "fr", "de", "nl"];

/** <html lang> for each locale. */
export const HTML_LANG: Record<Locales, string> = {
  zh: "zh-CN",
  en: "en",
  fr: "fr",
  de: "de",
  nl: "nl",
};

/** The stored locale; nothing or anything unknown → the base locale. */
export function readStoredLocale(storage: Storage = localStorage): Locales {
  const raw = storage.getItem(LOCALE_STORAGE_KEY);
  if (raw === null) return baseLocale;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // a bare code is fine too
  }
  return typeof value === "string" && isLocale(value) ? value : baseLocale;
}

const chosenLocaleAtom = atom<Locales | null>(null);

export const localeAtom = atom(
  (get) => get(chosenLocaleAtom) ?? readStoredLocale(),
  (_get, set, next: Locales) => {
    set(chosenLocaleAtom, next);
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(next));
  },
);
