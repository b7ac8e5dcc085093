import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { localeAtom, readStoredLocale } from "../state/locale";
import { i18nObject, loadedLocales } from "./i18n-util";
import { LOCALE_RETRY, loadLocale } from "./load-locale";

describe("loadLocale", () => {
  it("retries a failing chunk up to 5 times from 350 ms, doubling", async () => {
    expect(LOCALE_RETRY).toEqual({ retries: 5, initialDelayMs: 350 });
    const waits: number[] = [];
    const load = vi.fn(async () => {
      throw new Error("chunk failed");
    });
    await expect(
      loadLocale("nl", { load, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow("chunk failed");
    expect(load).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("loads fr lazily; untranslated keys fall back to English", async () => {
    await loadLocale("fr");
    const LL = i18nObject("fr");
    expect(LL.phrases.searchPlaceholder()).toBe("Rechercher des sujets…");
    expect(LL.shell.changeTheme()).toBe("Change theme");
    expect(LL.theme.names.DEEP_DARK()).toBe("Deep Dark");
  });

  it("does not fetch a locale already loaded", async () => {
    await loadLocale("de");
    const load = vi.fn(async () => {});
    await loadLocale("de", { load });
    expect(load).not.toHaveBeenCalled();
    expect(loadedLocales.de).toBeDefined();
  });
});

describe("localeAtom", () => {
  it("starts at Chinese, persists the choice and ignores unknown codes", () => {
    expect(createStore().get(localeAtom)).toBe("zh");
    createStore().set(localeAtom, "en");
    expect(localStorage.getItem("locale")).toBe('"en"');
    expect(createStore().get(localeAtom)).toBe("en");
    localStorage.setItem("locale", '"xx"');
    expect(readStoredLocale()).toBe("zh");
  });
});
