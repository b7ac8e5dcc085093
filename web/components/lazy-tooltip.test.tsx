import { Button } from "@blueprintjs/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { LazyTooltip } from "./lazy-tooltip";

// Counts the Tooltips mounted: the point of LazyTooltip is that a list mounts none.
const mounted = vi.hoisted(() => ({ tooltips: 0 }));
vi.mock("@blueprintjs/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@blueprintjs/core")>();
  const { createElement, useEffect } = await import("react");
  function CountedTooltip(props: ComponentProps<typeof core.Tooltip>) {
    useEffect(() => {
      mounted.tooltips++;
    }, []);
    return createElement(core.Tooltip, props);
  }
  return { ...core, Tooltip: CountedTooltip };
});

function List() {
  return (
    <>
      <input aria-label="前" />
      {["甲", "乙", "丙"].map((name) => (
        <LazyTooltip key={name} content={`订阅${name}`}>
          <Button aria-label={name} icon="plus" />
        </LazyTooltip>
      ))}
      <LazyTooltip content="说明">
        <span role="img" aria-label="图" />
      </LazyTooltip>
    </>
  );
}

describe("LazyTooltip", () => {
  it("mounts no Tooltip until used, in the markup and tab order a Tooltip gives", () => {
    mounted.tooltips = 0;
    render(<List />);
    expect(mounted.tooltips).toBe(0);
    const target = screen.getByRole("button", { name: "乙" });
    expect(target.parentElement).toHaveClass("bp6-popover-target");
    // A tooltip's target is a tab stop, even a span: the keyboard reaches its tip.
    expect(screen.getByRole("img", { name: "图" })).toHaveAttribute("tabindex", "0");
  });

  it("opens the tip under the pointer that reached it, and closes it when it leaves", async () => {
    mounted.tooltips = 0;
    const user = userEvent.setup();
    render(<List />);
    await user.hover(screen.getByRole("button", { name: "乙" }));
    expect(await screen.findByText("订阅乙")).toBeInTheDocument();
    expect(mounted.tooltips).toBe(1);
    // The pointer moves on the target that replaced the one it entered, then leaves.
    await user.hover(screen.getByRole("button", { name: "乙" }));
    await user.unhover(screen.getByRole("button", { name: "乙" }));
    await waitFor(() => expect(screen.queryByText("订阅乙")).not.toBeInTheDocument());
  });

  it("keeps the focus on the target the keyboard reached, and shows its tip", async () => {
    const user = userEvent.setup();
    render(<List />);
    screen.getByRole("textbox", { name: "前" }).focus();
    await user.tab();
    const target = screen.getByRole("button", { name: "甲" });
    await waitFor(() => expect(target).toHaveFocus());
    expect(await screen.findByText("订阅甲")).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: "乙" })).toHaveFocus();
  });

  it("leaves a tap alone: its click reaches the target, and no Tooltip mounts", async () => {
    mounted.tooltips = 0;
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <LazyTooltip content="订阅">
        <Button aria-label="加" onClick={onClick} />
      </LazyTooltip>,
    );
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("button", { name: "加" }) });
    expect(onClick).toHaveBeenCalledOnce();
    expect(mounted.tooltips).toBe(0);
  });

  it("mounts nothing for a pointer passing over, or one that presses before the delay", async () => {
    mounted.tooltips = 0;
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <List />
        <LazyTooltip content="订阅">
          <Button aria-label="加" onClick={onClick} />
        </LazyTooltip>
      </>,
    );
    await user.hover(screen.getByRole("button", { name: "甲" }));
    await user.unhover(screen.getByRole("button", { name: "甲" }));
    await user.click(screen.getByRole("button", { name: "加" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onClick).toHaveBeenCalledOnce();
    expect(mounted.tooltips).toBe(0);
  });
});
