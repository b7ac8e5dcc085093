import { TrashIcon } from "@blueprintjs/icons";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DialogFrame } from "./dialog-frame";
import { MenuButton } from "./menu-button";

function Row() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MenuButton
        label="操作"
        items={[{ icon: <TrashIcon />, text: "删除", onClick: () => setAsking(true) }]}
      />
      {asking && (
        <DialogFrame isOpen title="确定删除吗" onClose={() => setAsking(false)}>
          <p>删除后不能恢复</p>
        </DialogFrame>
      )}
    </>
  );
}

describe("MenuButton", () => {
  it("opens its menu from the keyboard; a dialog an item opens gives the focus back to ⋮", async () => {
    const user = userEvent.setup();
    render(<Row />);
    screen.getByRole("button", { name: "操作" }).focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "删除" }));
    expect(await screen.findByRole("dialog", { name: "确定删除吗" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The menu is gone with its item: the focus is on ⋮, where the user was.
    await waitFor(() => expect(screen.getByRole("button", { name: "操作" })).toHaveFocus());
  });
});
