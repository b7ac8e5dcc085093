import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { ShowDialog } from "./show-dialog";

describe("ShowDialog", () => {
  it("is open by default and its footer's one button closes it", async () => {
    const onClose = vi.fn();
    renderWithApp(
      <ShowDialog title="打赏" closeText="关闭" onClose={onClose}>
        <p>二维码</p>
      </ShowDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "打赏" });
    const buttons = dialog.querySelectorAll(".bp6-dialog-footer-actions button");
    expect([...buttons].map((b) => b.textContent)).toEqual(["关闭"]);
    await userEvent.setup().click(buttons[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
