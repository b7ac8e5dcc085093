import { Button } from "@blueprintjs/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DialogFrame } from "./dialog-frame";

describe("DialogFrame", () => {
  it("names the dialog by its title and puts body, then footer actions, in one form", async () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <DialogFrame
        isOpen
        title="导入规则"
        onClose={() => {}}
        form={{ noValidate: true, onSubmit: submit }}
        actions={<Button type="submit" text="导入" />}
      >
        <p>正文</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole("dialog", { name: "导入规则" });
    const form = dialog.querySelector("form");
    expect(form?.querySelector(".bp6-dialog-body")).toHaveTextContent("正文");
    expect(form?.querySelector(".bp6-dialog-footer-actions")).toHaveTextContent("导入");
    await userEvent.setup().click(screen.getByRole("button", { name: "导入" }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it("does not close while busy, closes by Esc otherwise", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <DialogFrame isOpen busy title="保存" onClose={onClose}>
        <p>正文</p>
      </DialogFrame>,
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <DialogFrame isOpen title="保存" onClose={onClose}>
        <p>正文</p>
      </DialogFrame>,
    );
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("without onClose offers no way out and without actions no footer", () => {
    render(
      <DialogFrame isOpen title="正在重启" role="alertdialog">
        <p>请稍候</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "正在重启" });
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    expect(dialog.querySelector(".bp6-dialog-footer")).toBeNull();
  });
});
