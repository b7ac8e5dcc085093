import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { PluginDetailPage } from "./plugin-detail-page";

const plugin = {
  id: "demo_echo",
  pluginName: "demo_echo",
  title: "回声演示",
  description: "把收到的参数原样送回的演示插件",
  author: "测试市场",
  logoUrl: "/plugins/demo_echo/logo.jpg",
  localVersion: "1.0.0",
  lastVersion: "1.1.0",
  installed: true,
  hasNew: true,
  hasConfig: true,
};
const versions = [
  { version: "1.1.0", gmtCreate: "2026-11-11", changelog: "- 回声更响亮\n- 修正问候语" },
  { version: "1.0.0", gmtCreate: "2026-11-10", changelog: "- 第一个版本" },
];

describe("/plugins/detail", () => {
  it("shows the panel, its actions, the changelog of every version and the latest runs", async () => {
    renderSignedIn(<PluginDetailPage />, "/plugins/detail?pluginId=demo_echo", {
      "GET /api/plugins/get_detail": { code: 0, data: plugin },
      "GET /api/plugins/get_plugins_version_list": { code: 0, data: versions },
      "GET /api/plugins/get_plugin_command_list": {
        code: 0,
        data: [
          {
            plugin_name: "demo_echo",
            plugin_title: "回声演示",
            name: "echo",
            title: "回声",
            desc: "",
            icon: "",
            has_args: true,
            status: "done",
            status_message: "demo_echo 运行完毕",
            log: "收到命令",
          },
          {
            plugin_name: "demo_echo",
            plugin_title: "回声演示",
            name: "fail",
            title: "失败命令",
            desc: "",
            icon: "",
            has_args: false,
            status: "ready",
          },
        ],
      },
    });
    expect(await screen.findByRole("heading", { name: "回声演示" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "回声演示的图标" })).toHaveAttribute(
      "src",
      "/plugins/demo_echo/logo.jpg",
    );
    expect(screen.getByText("由 测试市场 开发")).toBeInTheDocument();
    for (const name of ["升级", "配置", "卸载"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("button", { name: "安装" })).not.toBeInTheDocument();
    const v110 = await screen.findByRole("region", { name: "v1.1.0" });
    expect(within(v110).getByText("修正问候语")).toBeInTheDocument();
    expect(within(v110).getByText("2026-11-11")).toBeInTheDocument();
    const run = await screen.findByRole("region", { name: "回声" });
    expect(within(run).getByText("回声：demo_echo 运行完毕")).toBeInTheDocument();
    expect(within(run).getByText("收到命令")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "失败命令" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "配置" }));
    expect(await screen.findByRole("dialog", { name: "回声演示的设置" })).toBeInTheDocument();
  });

  it("offers 安装 for a market plugin and says when the id is unknown", async () => {
    renderSignedIn(<PluginDetailPage />, "/plugins/detail?pluginId=demo_echo", {
      "GET /api/plugins/get_detail": {
        code: 0,
        data: { ...plugin, installed: false, hasNew: false, localVersion: undefined },
      },
      "GET /api/plugins/get_plugins_version_list": { code: 0, data: versions },
    });
    expect(await screen.findByRole("button", { name: "安装" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "卸载" })).not.toBeInTheDocument();
    expect(screen.queryByText("运行日志")).not.toBeInTheDocument();
  });

  it("shows the server's refusal for an unknown plugin", async () => {
    renderSignedIn(<PluginDetailPage />, "/plugins/detail?pluginId=nope", {
      "GET /api/plugins/get_detail": { code: 1, message: "没有找到插件 nope" },
      "GET /api/plugins/get_plugins_version_list": { code: 1, message: "没有找到插件 nope" },
    });
    expect(await screen.findByText("没有找到插件 nope")).toBeInTheDocument();
  });
});
