import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { CheckboxField } from "./checkbox-field";
import { NumberField } from "./number-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

describe("field components", () => {
  it("TextField ties the helper, or the error in its place, to the input", () => {
    const props = { id: "f", label: "访问地址", value: "", onChange: () => {}, onBlur: () => {} };
    const { rerender } = renderWithApp(<TextField {...props} helper="带协议类型和端口号" />);
    const input = screen.getByLabelText("访问地址");
    expect(input).toHaveAccessibleDescription("带协议类型和端口号");
    rerender(<TextField {...props} helper="带协议类型和端口号" error="访问地址不能为空" />);
    expect(screen.getByLabelText("访问地址")).toHaveAccessibleDescription("访问地址不能为空");
    expect(screen.queryByText("带协议类型和端口号")).not.toBeInTheDocument();
  });

  it("SelectField reports the chosen value", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <SelectField
        id="s"
        label="类型"
        value="a"
        options={[
          { value: "a", label: "甲" },
          { value: "b", label: "乙" },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText("类型"), "乙");
    expect(onChange).toHaveBeenCalledWith("b");
  });

  it("SelectField blank: shows empty until a choice, without offering the empty one", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <SelectField
        id="s"
        label="参考"
        value=""
        blank
        options={[
          { value: "x", label: "清空" },
          { value: "a", label: "甲" },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText("参考");
    expect(select).toHaveValue("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["清空", "甲"]);
    await userEvent.setup().selectOptions(select, "甲");
    expect(onChange).toHaveBeenCalledWith("a");
  });

  it("CheckboxField reports checked, with its note as description", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <CheckboxField id="c" label="启用" checked={false} onChange={onChange} helper="说明" />,
    );
    expect(screen.getByLabelText("启用")).toHaveAccessibleDescription("说明");
    await userEvent.setup().click(screen.getByLabelText("启用"));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("NumberField hands back the text as typed", async () => {
    const onChange = vi.fn();
    renderWithApp(<NumberField id="n" label="端口" value="" onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText("端口"), "8");
    expect(onChange).toHaveBeenLastCalledWith("8");
  });
});
