import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { localeAtom, readStoredLocale } from "../state/locale";
import { i18nObject, loadedLocales } from "./i18n-util";
import { loadBaseLocale } from "./load-base-locale";
import { LOCALE_RETRY, loadLocale, loadNamespaces } from "./load-locale";

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

describe("loadNamespaces", () => {
  it("adds a screen's namespace to a locale, and a later switch brings it along", async () => {
    loadBaseLocale();
    expect(i18nObject("zh").plugins.tabs.market()).toBe("");
    expect(await loadNamespaces("zh", ["plugins"])).toBe(true);
    expect(i18nObject("zh").plugins.tabs.market()).toBe("插件市场");
    expect(i18nObject("zh").phrases.welcomeBack()).toBe("欢迎回来");
    expect(await loadNamespaces("zh", ["plugins"])).toBe(false);

    await loadLocale("nl");
    const nl = i18nObject("nl");
    expect(nl.plugins.tabs.market()).toBe("Plugin market");
    expect(nl.phrases.searchPlaceholder()).toBe("Zoek onderwerpen…");
  });

  it("still fetches the root of a locale that has only a namespace so far", async () => {
    await loadNamespaces("en", ["site"]);
    expect(loadedLocales.en?.common).toBeUndefined();
    await loadLocale("en");
    expect(i18nObject("en").common.close()).toBe("Close");
    expect(i18nObject("en").site.header()).toBe("Site data");
  });

  it("retries a failing namespace chunk like a locale's", async () => {
    const waits: number[] = [];
    const loadNamespace = vi.fn(async () => {
      throw new Error("chunk failed");
    });
    await expect(
      loadNamespaces("fr", ["mediaLibrary"], {
        loadNamespace,
        sleep: async (ms) => void waits.push(ms),
      }),
    ).rejects.toThrow("chunk failed");
    expect(loadNamespace).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
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
