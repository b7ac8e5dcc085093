import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { MultiSelectField } from "./multi-select-field";

const OPTIONS = ["srt", "ass", "sup"].map((value) => ({ value, label: value }));

function Harness({ start }: { start: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <MultiSelectField
        id="m"
        label="字幕格式"
        helper="只下载这些格式"
        value={value}
        options={OPTIONS}
        onChange={setValue}
      />
      <div data-testid="value">{value.join(",")}</div>
    </>
  );
}

const value = () => screen.getByTestId("value").textContent;

describe("MultiSelectField", () => {
  it("names the button by its label and the chosen chips, with the helper as description", () => {
    renderWithApp(<Harness start={["srt", "ass"]} />);
    const button = screen.getByRole("button", { name: "字幕格式 srt ass" });
    expect(button).toHaveAccessibleDescription("只下载这些格式");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("字幕格式")).toBe(button);
  });

  it("opens a checkbox list from the keyboard, toggles in option order, closes with Esc", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness start={["ass"]} />);
    screen.getByRole("button", { name: /字幕格式/ }).focus();
    await user.keyboard("{Enter}");
    const srt = await screen.findByRole("checkbox", { name: "srt" });
    await waitFor(() => expect(srt).toHaveFocus());
    await user.keyboard(" ");
    expect(value()).toBe("srt,ass");
    await user.click(screen.getByRole("checkbox", { name: "ass" }));
    expect(value()).toBe("srt");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("checkbox")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "字幕格式 srt" })).toHaveFocus();
  });

  it("keeps and offers a chosen value that is not among the options", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness start={["vtt"]} />);
    await user.click(screen.getByRole("button", { name: "字幕格式 vtt" }));
    expect(await screen.findByRole("checkbox", { name: "vtt" })).toBeChecked();
    // A click on the text (not the box) ticks it and leaves the list open.
    await user.click(screen.getByText("sup"));
    expect(value()).toBe("sup,vtt");
    expect(document.getElementById("m")).toHaveAttribute("aria-expanded", "true");
  });

  it("says 未选择 when nothing is chosen", () => {
    renderWithApp(<Harness start={[]} />);
    expect(screen.getByRole("button", { name: "字幕格式 未选择" })).toBeInTheDocument();
  });
});
