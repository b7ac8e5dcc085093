import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { initialSchemaValues, normalizeFields, type SchemaValues } from "./field-descriptor";
import { SchemaFields } from "./schema-fields";
import { useSchemaForm } from "./use-schema-form";

const fields = normalizeFields([
  { name: "server", arg_type: "String", label: "服务器地址", helper: "自建时填写", required: true },
  {
    name: "body",
    arg_type: "String",
    label: "请求内容模版",
    multi_value: true,
    default_value: "{}",
  },
  { name: "silent", arg_type: "Bool", label: "静音", helper: "不响铃" },
  {
    name: "method",
    arg_type: "Enum",
    label: "请求方式",
    enum_values: [
      { name: "POST", value: "POST" },
      { name: "PUT", value: "PUT" },
    ],
    required: true,
    default_value: "POST",
  },
  {
    name: "level",
    arg_type: "Enum",
    label: "级别",
    enum_values: [{ name: "高", value: "high" }],
  },
  {
    fieldName: "events",
    fieldType: "Enum",
    label: "推送内容",
    multiValue: true,
    enumValues: [
      { name: "开始下载", value: "download_start" },
      { name: "下载完成", value: "download_completed" },
    ],
    defaultValue: ["download_start"],
  },
]);

function Harness({
  onSubmit,
  check = true,
}: {
  onSubmit: (v: SchemaValues) => void;
  check?: boolean;
}) {
  const form = useSchemaForm({
    fields,
    initial: initialSchemaValues(fields, { server: "" }),
    requiredMessage: check ? (label) => `${label}不能为空` : undefined,
    onSubmit: (values) => onSubmit(values),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <SchemaFields form={form} fields={fields} idPrefix="t" />
      <button type="submit">提交</button>
    </form>
  );
}

describe("SchemaFields", () => {
  it("renders each type as its control, labelled, with the server's helper", () => {
    renderWithApp(<Harness onSubmit={() => {}} />);
    expect(screen.getByLabelText("服务器地址")).toHaveAccessibleDescription("自建时填写");
    expect(screen.getByLabelText("请求内容模版").tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("静音")).toHaveAccessibleDescription("不响铃");
    const method = screen.getByLabelText("请求方式");
    expect(
      within(method)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["POST", "PUT"]);
    // Not required: an empty choice comes first.
    const level = screen.getByLabelText("级别");
    expect(
      within(level)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["不选择", "高"]);
    expect(screen.getByRole("button", { name: /推送内容/ })).toHaveTextContent("开始下载");
  });

  it("hands back one value per field, as edited", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("服务器地址"), "https://relay.example");
    await user.click(screen.getByLabelText("静音"));
    await user.selectOptions(screen.getByLabelText("请求方式"), "PUT");
    await user.click(screen.getByRole("button", { name: /推送内容/ }));
    await user.click(await screen.findByRole("checkbox", { name: "下载完成" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      server: "https://relay.example",
      body: "{}",
      silent: true,
      method: "PUT",
      level: "",
      events: ["download_start", "download_completed"],
    });
  });

  it("refuses a missing required field under it, only once sent or touched", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByText("服务器地址不能为空")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("服务器地址不能为空")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends as is when required fields are not checked (§S6's original)", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} check={false} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
