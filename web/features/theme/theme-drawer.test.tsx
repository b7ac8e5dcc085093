import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { themeAtom } from "../../state/theme";
import { themeDrawerOpenAtom } from "../../state/ui";
import { ThemeDrawer } from "./theme-drawer";

function openDrawer() {
  const store = createStore();
  store.set(themeDrawerOpenAtom, true);
  renderWithApp(<ThemeDrawer />, { store });
  return store;
}

describe("ThemeDrawer", () => {
  it("is titled 切换主题 with the note and the eight choices, DEEP_DARK marked", async () => {
    openDrawer();
    expect(await screen.findByRole("heading", { name: "切换主题" })).toBeInTheDocument();
    expect(screen.getByText("选择你喜欢的主题吧！")).toBeInTheDocument();
    const drawer = document.querySelector(".mr-theme-drawer") as HTMLElement;
    expect(drawer.style.width).toBe("258px");
    const choices = within(drawer)
      .getAllByRole("button")
      .filter((b) => b.hasAttribute("aria-pressed"));
    expect(choices.map((b) => b.textContent)).toEqual([
      "Dark",
      "Light",
      "Default",
      "Blue",
      "Green",
      "Indigo",
      "Deep Dark",
      "跟随系统",
    ]);
    expect(screen.getByRole("button", { name: "Deep Dark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("applies a choice at once, stores it and marks it", async () => {
    const store = openDrawer();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Light" }));
    expect(store.get(themeAtom)).toBe("LIGHT");
    expect(localStorage.getItem("theme")).toBe('"LIGHT"');
    expect(screen.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Deep Dark" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});
