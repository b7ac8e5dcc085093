import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { PriorityList } from "./priority-list";

const LABELS: Record<string, string> = { FanArt: "FanArt", TheMovieDB: "TheMovieDB", X: "X源" };

/** A list with its own state, as a form holds it. */
function Harness({ checkable = true, start = ["FanArt", "TheMovieDB", "X"] }) {
  const [order, setOrder] = useState(start);
  const [enabled, setEnabled] = useState(start.slice(0, 2));
  return (
    <>
      <PriorityList
        id="p"
        legend="图片来源"
        helper="从上到下"
        items={order.map((value) => ({ value, label: LABELS[value] ?? value }))}
        onOrderChange={setOrder}
        {...(checkable ? { enabled, onEnabledChange: setEnabled } : {})}
      />
      <div data-testid="state">{`${order.join(",")}|${enabled.join(",")}`}</div>
    </>
  );
}

const state = () => screen.getByTestId("state").textContent;
const up = (label: string) => screen.getByRole("button", { name: `上移 ${label}` });
const down = (label: string) => screen.getByRole("button", { name: `下移 ${label}` });

describe("PriorityList (§S8)", () => {
  it("is a named group whose move buttons say what they move", () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole("group", { name: "图片来源" })).toHaveAccessibleDescription("从上到下");
    expect(screen.getByRole("checkbox", { name: "FanArt" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "X源" })).not.toBeChecked();
    // The ends, and an unchecked row, cannot move.
    expect(up("FanArt")).toBeDisabled();
    expect(down("FanArt")).toBeEnabled();
    expect(up("TheMovieDB")).toBeEnabled();
    expect(up("X源")).toBeDisabled();
    expect(down("X源")).toBeDisabled();
  });

  it("moves with the keyboard, keeps focus on the moved row and announces its place", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    down("FanArt").focus();
    await user.keyboard("{Enter}");
    expect(state()).toBe("TheMovieDB,FanArt,X|FanArt,TheMovieDB");
    expect(down("FanArt")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("FanArt已移到第2位");
    // Unchecked X below: moving FanArt to the end leaves 下移 disabled, so focus goes to 上移.
    await user.keyboard("{Enter}");
    expect(state()).toBe("TheMovieDB,X,FanArt|FanArt,TheMovieDB");
    expect(down("FanArt")).toBeDisabled();
    expect(up("FanArt")).toHaveFocus();
  });

  it("checks and unchecks rows, keeping the enabled ones in list order", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole("checkbox", { name: "X源" }));
    expect(state()).toBe("FanArt,TheMovieDB,X|FanArt,TheMovieDB,X");
    expect(up("X源")).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: "FanArt" }));
    expect(state()).toBe("FanArt,TheMovieDB,X|TheMovieDB,X");
    expect(down("FanArt")).toBeDisabled();
  });

  it("without enable state it only reorders (图片语言优先级)", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness checkable={false} start={["zh", "en"]} />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(up("en"));
    expect(state()).toMatch(/^en,zh\|/);
    expect(down("en")).toHaveFocus();
  });
});
