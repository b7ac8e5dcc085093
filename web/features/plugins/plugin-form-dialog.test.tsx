import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { PluginFormDialog } from "./plugin-form-dialog";

const frame = {
  title: "回声演示的设置",
  onClose: () => {},
  busy: false,
  submit: { text: "保存设置" },
};

describe("PluginFormDialog", () => {
  it("shows a spinner while the schema loads", async () => {
    renderWithApp(
      <PluginFormDialog {...frame} loading loadError={null} error={null}>
        <p>表单</p>
      </PluginFormDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "回声演示的设置" });
    expect(dialog).toHaveClass("mr-plugin-dialog");
    expect(screen.getByRole("status", { name: "加载中…" })).toBeInTheDocument();
  });

  it("shows the form, then the submit's refusal, then what comes after", async () => {
    renderWithApp(
      <PluginFormDialog
        {...frame}
        loading={false}
        loadError={null}
        error="插件市场拒绝了"
        after={<p>之后</p>}
      >
        <p>表单</p>
      </PluginFormDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "回声演示的设置" });
    expect(screen.queryByRole("status", { name: "加载中…" })).not.toBeInTheDocument();
    expect(dialog.querySelector(".bp6-dialog-body")).toHaveTextContent(
      /表单.*插件市场拒绝了.*之后/,
    );
  });

  it("says why the schema could not be read", async () => {
    renderWithApp(
      <PluginFormDialog {...frame} loading={false} loadError={new Error("读取失败")} error={null}>
        <p>表单</p>
      </PluginFormDialog>,
    );
    expect(await screen.findByText("读取失败")).toBeInTheDocument();
  });
});
