import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { adminUser } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { authAtom } from "../../state/auth";
import { themeDrawerOpenAtom } from "../../state/ui";
import { recentSearches } from "./palette-items";
import { PaletteLayer } from "./palette-layer";
import { paletteOpenAtom, shortcutsOpenAtom } from "./palette-state";

function openPalette(path = "/home") {
  const store = createStore();
  store.set(paletteOpenAtom, true);
  // The admin: every screen is on offer (admin-only-test covers a family member).
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: adminUser });
  const utils = renderWithApp(<PaletteLayer />, { store, path });
  return { ...utils, store, user: userEvent.setup() };
}

describe("command palette", () => {
  it("is a labelled combobox over a listbox; ↓ and Enter open a screen", async () => {
    const { user, currentPath, store } = openPalette();
    const box = await screen.findByRole("combobox", { name: "输入页面名称、拼音首字母或英文名" });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
    await user.type(box, "wzfw");
    const first = screen.getAllByRole("option")[0];
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", first?.id);
    await user.keyboard("{ArrowDown}{ArrowUp}{Enter}");
    expect(currentPath()).toBe("/setting/edit-web");
    expect(store.get(paletteOpenAtom)).toBe(false);
  });

  it("runs the actions: theme drawer, shortcuts, restart's confirmation", async () => {
    const { user, store } = openPalette();
    const box = await screen.findByRole("combobox");
    await user.type(box, "更换主题{Enter}");
    expect(store.get(themeDrawerOpenAtom)).toBe(true);
    store.set(paletteOpenAtom, true);
    await user.type(
      await screen.findByRole("combobox"),
      "kbd{Backspace}{Backspace}{Backspace}keyboard{Enter}",
    );
    expect(store.get(shortcutsOpenAtom)).toBe(true);
    store.set(shortcutsOpenAtom, false);
    store.set(paletteOpenAtom, true);
    await user.type(await screen.findByRole("combobox"), "重启{Enter}");
    await waitFor(() => expect(screen.getByRole("alertdialog")).toBeInTheDocument());
  });

  it("searches for what was typed and remembers it", async () => {
    const { user, currentPath } = openPalette();
    await user.type(await screen.findByRole("combobox"), "沙丘");
    await user.click(screen.getByRole("option", { name: "搜索“沙丘”" }));
    expect(currentPath()).toBe("/movie/search?keyword=%E6%B2%99%E4%B8%98");
    expect(recentSearches()[0]).toBe("沙丘");
  });
});
