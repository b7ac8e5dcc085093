import { Button } from "@blueprintjs/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
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

  it("gives the focus back to the control that opened it once it is gone (mounted only while open)", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button text="订阅" onClick={() => setOpen(true)} />
          {open && (
            <DialogFrame isOpen title="订阅" onClose={() => setOpen(false)}>
              <input aria-label="季" />
            </DialogFrame>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "订阅" });
    opener.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "订阅" });
    await waitFor(() => expect(opener).not.toHaveFocus()); // Blueprint takes it into the overlay
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
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

  it("with submit: 取消 closes, the button submits the form it names", async () => {
    const onClose = vi.fn();
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    renderWithApp(
      <DialogFrame isOpen title="设置" onClose={onClose} submit={{ text: "保存", form: "f" }}>
        <form id="f" onSubmit={submit} />
      </DialogFrame>,
    );
    const buttons = screen
      .getByRole("dialog")
      .querySelectorAll(".bp6-dialog-footer-actions button");
    expect([...buttons].map((b) => b.textContent)).toEqual(["取消", "保存"]);
    expect(buttons[1]).toHaveClass("bp6-intent-primary");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(submit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "取消" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("with submit while busy: 取消 waits, the button spins; a danger step is red and outlined", async () => {
    const onClick = vi.fn();
    renderWithApp(
      <DialogFrame
        isOpen
        busy
        title="删除"
        onClose={() => {}}
        submit={{ text: "删除", danger: true, cancelText: "不删", onClick }}
      >
        <p>正文</p>
      </DialogFrame>,
    );
    expect(screen.getByRole("button", { name: "不删" })).toBeDisabled();
    const confirm = screen.getByRole("button", { name: "删除" });
    expect(confirm).toHaveAttribute("type", "button");
    expect(confirm).toHaveClass("bp6-loading", "bp6-intent-danger", "bp6-outlined");
  });
});
