import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusyButton } from "./busy-button";

// jsdom keeps the focus on a button it disables; a browser moves it to the
// body (HTML's focus fixup), which the tests do by hand.
const fixUpFocus = () => (document.activeElement as HTMLElement | null)?.blur();

function setup() {
  const ui = (loading: boolean) => (
    <>
      <input aria-label="elsewhere" />
      <BusyButton text="保存" loading={loading} />
    </>
  );
  const view = render(ui(false));
  return { rerender: (loading: boolean) => view.rerender(ui(loading)) };
}

describe("BusyButton", () => {
  it("takes the focus back when it is usable again, if it had it", () => {
    const { rerender } = setup();
    const button = screen.getByRole("button", { name: "保存" });
    button.focus();
    rerender(true);
    expect(button).toBeDisabled();
    fixUpFocus();
    expect(document.body).toHaveFocus();
    rerender(false);
    expect(button).toHaveFocus();
  });

  it("leaves the focus where the user put it meanwhile, or where it was", () => {
    const { rerender } = setup();
    const button = screen.getByRole("button", { name: "保存" });
    button.focus();
    rerender(true);
    fixUpFocus();
    screen.getByRole("textbox", { name: "elsewhere" }).focus();
    rerender(false);
    expect(screen.getByRole("textbox", { name: "elsewhere" })).toHaveFocus();
    // Not focused when it started waiting: nothing to give back.
    rerender(true);
    fixUpFocus();
    rerender(false);
    expect(document.body).toHaveFocus();
  });
});
