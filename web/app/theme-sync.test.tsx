import { act } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { themeAtom } from "../state/theme";
import { ThemeSync } from "./theme-sync";

afterEach(() => {
  document.body.className = "";
  delete document.body.dataset.theme;
});

describe("ThemeSync", () => {
  it("puts the stored theme on <body> and follows every change at once", () => {
    localStorage.setItem("theme", '"GREEN"');
    const store = createStore();
    renderWithApp(<ThemeSync />, { store });
    expect(document.body.dataset.theme).toBe("green");
    expect(document.body).not.toHaveClass("bp6-dark");
    act(() => store.set(themeAtom, "DARK"));
    expect(document.body.dataset.theme).toBe("dark");
    expect(document.body).toHaveClass("bp6-dark");
  });
});
