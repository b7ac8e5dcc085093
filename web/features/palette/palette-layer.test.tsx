import { act, screen, waitFor } from "@testing-library/react";
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
    await waitFor(() => expect(store.get(themeDrawerOpenAtom)).toBe(true));
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

  function openFromButton() {
    const store = createStore();
    store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: adminUser });
    renderWithApp(
      <>
        <button type="button">系统</button>
        <PaletteLayer />
      </>,
      { store },
    );
    const opener = screen.getByRole("button", { name: "系统" });
    opener.focus();
    act(() => store.set(paletteOpenAtom, true));
    return { store, opener, user: userEvent.setup() };
  }

  it("gives the focus back to what had it when Esc closes it", async () => {
    const { store, opener, user } = openFromButton();
    expect(await screen.findByRole("combobox")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(store.get(paletteOpenAtom)).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("runs an action once the focus is back where it was before the palette", async () => {
    const { store, opener, user } = openFromButton();
    // Where the focus is when the drawer opens is what it gives the focus back to.
    let focusedAtRun: Element | null = null;
    store.sub(themeDrawerOpenAtom, () => {
      focusedAtRun = document.activeElement;
    });
    await user.type(await screen.findByRole("combobox"), "更换主题{Enter}");
    await waitFor(() => expect(store.get(themeDrawerOpenAtom)).toBe(true));
    expect(focusedAtRun).toBe(opener);
  });

  it("searches for what was typed and remembers it", async () => {
    const { user, currentPath } = openPalette();
    await user.type(await screen.findByRole("combobox"), "沙丘");
    await user.click(screen.getByRole("option", { name: "搜索“沙丘”" }));
    expect(currentPath()).toBe("/movie/search?keyword=%E6%B2%99%E4%B8%98");
    expect(recentSearches()[0]).toBe("沙丘");
  });
});
