import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyPalette } from "../lib/apply-palette";
import {
  INJECT_THEME_EVENT,
  paletteAtom,
  readStoredTheme,
  SYSTEM_DARK_QUERY,
  THEME_NAMES,
  themeAtom,
} from "./theme";

/** A controllable matchMedia for the system colour scheme. */
function mockSystemScheme(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    get matches() {
      return matches;
    },
    media: SYSTEM_DARK_QUERY,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => query),
  );
  return {
    change(dark: boolean) {
      matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = "";
  delete document.body.dataset.theme;
});

describe("themeAtom", () => {
  it("offers the eight choices and defaults to DEEP_DARK", () => {
    expect(THEME_NAMES).toEqual([
      "DARK",
      "LIGHT",
      "DEFAULT",
      "BLUE",
      "GREEN",
      "INDIGO",
      "DEEP_DARK",
      "FLOW_SYSTEM",
    ]);
    expect(createStore().get(themeAtom)).toBe("DEEP_DARK");
    expect(createStore().get(paletteAtom)).toBe("DEEP_DARK");
  });

  it("persists the choice as a JSON string and reads it back", () => {
    createStore().set(themeAtom, "LIGHT");
    expect(localStorage.getItem("theme")).toBe('"LIGHT"');
    expect(createStore().get(themeAtom)).toBe("LIGHT");
  });

  it("falls back to DEFAULT with a warning for an unknown name", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("theme", '"SOLARIZED"');
    expect(createStore().get(themeAtom)).toBe("DEFAULT");
    expect(warn).toHaveBeenCalledOnce();
    localStorage.setItem("theme", "{not json");
    expect(readStoredTheme()).toBe("DEFAULT");
    localStorage.setItem("theme", "BLUE");
    expect(readStoredTheme()).toBe("BLUE");
  });

  it("fires injectTheme on window on every change", () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(INJECT_THEME_EVENT, listener);
    const store = createStore();
    store.set(themeAtom, "GREEN");
    store.set(themeAtom, "INDIGO");
    window.removeEventListener(INJECT_THEME_EVENT, listener);
    expect(seen).toEqual(["GREEN", "INDIGO"]);
  });

  it("follows the system: deep-dark when it prefers dark, light otherwise, live", () => {
    const system = mockSystemScheme(true);
    const store = createStore();
    store.set(themeAtom, "FLOW_SYSTEM");
    const seen: string[] = [];
    const unsubscribe = store.sub(paletteAtom, () => seen.push(store.get(paletteAtom)));
    expect(store.get(paletteAtom)).toBe("DEEP_DARK");
    system.change(false);
    expect(store.get(paletteAtom)).toBe("LIGHT");
    system.change(true);
    expect(store.get(paletteAtom)).toBe("DEEP_DARK");
    expect(seen).toEqual(["LIGHT", "DEEP_DARK"]);
    unsubscribe();
    expect(system.listenerCount()).toBe(0);
  });

  it("ignores the system for a fixed choice", () => {
    const system = mockSystemScheme(true);
    const store = createStore();
    store.set(themeAtom, "BLUE");
    store.sub(paletteAtom, () => {});
    system.change(false);
    expect(store.get(paletteAtom)).toBe("BLUE");
  });
});

describe("applyPalette", () => {
  it("marks dark palettes with Blueprint's dark class and names the palette", () => {
    applyPalette("DEEP_DARK");
    expect(document.body.classList.contains("bp6-dark")).toBe(true);
    expect(document.body.dataset.theme).toBe("deep-dark");
    applyPalette("INDIGO");
    expect(document.body.classList.contains("bp6-dark")).toBe(false);
    expect(document.body.dataset.theme).toBe("indigo");
    expect(document.documentElement.style.colorScheme).toBe("light");
  });
});
