import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  sidebarOpenAtom,
  themeDrawerOpenAtom,
  toggleSidebarAtom,
  toggleThemeDrawerAtom,
} from "./ui";

describe("shell flags (seed §4)", () => {
  it("start closed and toggle, each on its own", () => {
    const store = createStore();
    expect(store.get(sidebarOpenAtom)).toBe(false);
    expect(store.get(themeDrawerOpenAtom)).toBe(false);
    store.set(toggleSidebarAtom);
    expect(store.get(sidebarOpenAtom)).toBe(true);
    expect(store.get(themeDrawerOpenAtom)).toBe(false);
    store.set(toggleThemeDrawerAtom);
    store.set(toggleSidebarAtom);
    expect(store.get(sidebarOpenAtom)).toBe(false);
    expect(store.get(themeDrawerOpenAtom)).toBe(true);
  });
});
