import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { ORDER_KEY } from "./command-order";
import { PluginsPage } from "./plugins-page";
import type { Plugin, PluginCommand } from "./types";

const configField = [
  {
    fieldName: "greeting",
    fieldType: "String",
    label: "问候语",
    helperText: "回声前加上的话",
    multiValue: false,
    defaultValue: "你好",
  },
  {
    fieldName: "mode",
    fieldType: "Enum",
    label: "模式",
    helperText: "",
    enumValues: [
      { name: "快速", value: "fast" },
      { name: "仔细", value: "careful" },
    ],
    multiValue: false,
    defaultValue: "fast",
  },
];
const echo: Plugin = {
  id: "demo_echo",
  pluginName: "demo_echo",
  title: "回声演示",
  description: "把收到的参数原样送回的演示插件",
  author: "测试市场",
  logoUrl: "/plugins/demo_echo/logo.jpg",
  lastVersion: "1.1.0",
  githubUrl: "https://github.com/example/demo_echo",
  installed: false,
  hasNew: false,
  hasConfig: true,
  configField,
};
const installedEcho: Plugin = { ...echo, installed: true, localVersion: "1.0.0", hasNew: true };
const versions = [
  {
    version: "1.1.0",
    gmtCreate: "2026-11-11",
    changelog: "- 回声更响亮\n- 修正问候语",
    configField,
    dependencies: '{"appVersion":">=1.0"}',
  },
  { version: "1.0.0", gmtCreate: "2026-11-10", changelog: "- 第一个版本", configField },
];
const command = (over: Partial<PluginCommand>): PluginCommand => ({
  plugin_name: "demo_echo",
  plugin_title: "回声演示",
  name: "echo",
  title: "回声",
  desc: "把参数送回来",
  icon: "mdi:bullhorn",
  has_args: true,
  status: "ready",
  ...over,
});
const signIn = command({
  plugin_name: "nexusphp_sign_in",
  plugin_title: "NexusPHP 站点签到",
  name: "sign_in",
  title: "立即签到",
  desc: "",
  has_args: false,
});
const lists = (market: Plugin[], installed: Plugin[]) => ({
  "GET /api/plugins/get_plugins_list": { code: 0, data: market },
  "GET /api/plugins/get_installed_list": { code: 0, data: installed },
});
const bodies = (fetchMock: Parameters<typeof callsTo>[0], key: string) =>
  callsTo(fetchMock, key).map((c) => JSON.parse(String(c.body)));

afterEach(() => localStorage.removeItem(ORDER_KEY));

describe("/plugins/index 快捷功能", () => {
  it("runs a command without arguments at once, and one with arguments through its dialog", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    let started = false;
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": () =>
        jsonResponse({
          code: 0,
          data: [command({}), { ...signIn, status: started ? "running" : "ready" }],
        }),
      "GET /api/plugins/get_plugin_command_meta": {
        code: 0,
        data: {
          arg_schema: [
            {
              name: "text",
              arg_type: "String",
              label: "内容",
              helper: "要送回的文字",
              default_value: "",
              multi_value: false,
              required: true,
            },
            { name: "loud", arg_type: "Bool", label: "大声", helper: "", default_value: false },
          ],
        },
      },
      "POST /api/plugins/run_command": () => {
        started = true;
        return jsonResponse({
          code: 0,
          message: "已开始在后台运行",
          data: { run_in_background: true },
        });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("tab", { name: "快捷功能", selected: true })).toBeVisible();
    expect(await screen.findByRole("region", { name: "回声演示" })).toBeInTheDocument();
    expect(screen.getAllByText("点击运行")).toHaveLength(2);
    // The idle hint is text, not a button look-alike (issue 28): no ▶ icon, not a button.
    for (const hint of screen.getAllByText("点击运行")) {
      const status = hint.closest(".mr-command-status");
      expect(status?.querySelector("svg")).toBeNull();
      expect(hint.closest("button")).toBeNull();
    }

    await user.click(screen.getByRole("button", { name: /^立即签到/ }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/run_command")).toEqual([
        { plugin_name: "nexusphp_sign_in", command_name: "sign_in", args: null },
      ]),
    );
    expect(await screen.findByText("运行中")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^回声\s?把参数送回来/ }));
    const dialog = await screen.findByRole("dialog", { name: "运行回声" });
    await user.type(await within(dialog).findByLabelText("内容"), "你好");
    await user.click(within(dialog).getByLabelText("大声"));
    await user.click(within(dialog).getByRole("button", { name: "运行" }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/run_command")[1]).toEqual({
        plugin_name: "demo_echo",
        command_name: "echo",
        args: { text: "你好", loud: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("polls while a command runs, then shows its end and its log; a running one is not started twice", async () => {
    const warn = vi.spyOn(toast, "warning").mockResolvedValue("");
    let asked = 0;
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": () => {
        asked += 1;
        const state =
          asked < 2
            ? { status: "running" as const }
            : { status: "done" as const, status_message: "demo_echo 运行完毕", log: "收到命令" };
        return jsonResponse({ code: 0, data: [command({ has_args: false, ...state })] });
      },
    });
    const user = userEvent.setup();
    await screen.findByText("运行中");
    await user.click(screen.getByRole("button", { name: /^回声\s?把参数送回来/ }));
    expect(warn).toHaveBeenCalledWith("已经在运行了，不要重复点击了");
    expect(callsTo(view.fetchMock, "POST /api/plugins/run_command")).toHaveLength(0);
    expect(await screen.findByText("运行完毕", {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "回声的运行日志" }));
    const dialog = await screen.findByRole("dialog", { name: "回声的运行日志" });
    expect(within(dialog).getByText("收到命令")).toBeInTheDocument();
  });

  it("shows a failed run's message and keeps the group order in localStorage.pluginOrder", async () => {
    vi.spyOn(toast, "info").mockResolvedValue("");
    localStorage.setItem(ORDER_KEY, JSON.stringify(["nexusphp_sign_in"]));
    renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": {
        code: 0,
        data: [command({ status: "error", status_message: "故意失败" }), signIn],
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("故意失败")).toBeInTheDocument();
    const names = () => screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(names()).toEqual(["NexusPHP 站点签到", "回声演示"]);
    screen.getByRole("button", { name: /拖动调整NexusPHP 站点签到的顺序/ }).focus();
    await user.keyboard("{ArrowDown}");
    expect(names()).toEqual(["回声演示", "NexusPHP 站点签到"]);
    expect(JSON.parse(localStorage.getItem(ORDER_KEY) ?? "")).toEqual([
      "demo_echo",
      "nexusphp_sign_in",
    ]);
  });
});

describe("/plugins/index 快捷功能 drag and drop", () => {
  it("moves a group onto another by dragging its handle", async () => {
    renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": { code: 0, data: [command({}), signIn] },
    });
    const names = () => screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    await screen.findByRole("region", { name: "NexusPHP 站点签到" });
    expect(names()).toEqual(["回声演示", "NexusPHP 站点签到"]);
    const handle = screen.getByRole("button", { name: /拖动调整NexusPHP 站点签到的顺序/ });
    const data = { effectAllowed: "", setData: vi.fn() };
    fireEvent.dragStart(handle, { dataTransfer: data });
    const target = screen.getByRole("region", { name: "回声演示" });
    fireEvent.dragOver(target, { dataTransfer: data });
    fireEvent.drop(target, { dataTransfer: data });
    expect(names()).toEqual(["NexusPHP 站点签到", "回声演示"]);
    expect(JSON.parse(localStorage.getItem(ORDER_KEY) ?? "")).toEqual([
      "nexusphp_sign_in",
      "demo_echo",
    ]);
  });
});

describe("/plugins/index 我的插件 and 插件市场", () => {
  it("installs from the market: version, dependencies, changelog, config prefilled", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([echo], []),
      "GET /api/plugins/get_plugin_command_list": { code: 0, data: [] },
      "GET /api/plugins/get_plugins_version_list": { code: 0, data: versions },
      "GET /api/plugins/get_plugin_config": { code: 0, data: { greeting: "你好", mode: "fast" } },
      "POST /api/plugins/install": { code: 0, message: "已安装 回声演示 v1.0.0", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "插件市场" }));
    const grid = await screen.findByRole("list", { name: "插件市场" });
    expect(within(grid).getByText("由 测试市场 开发")).toBeInTheDocument();
    expect(within(grid).getByText("v1.1.0")).toBeInTheDocument();
    expect(within(grid).getByRole("link", { name: "查看回声演示的详情" })).toHaveAttribute(
      "href",
      "/plugins/detail?pluginId=demo_echo",
    );
    await user.click(within(grid).getByRole("button", { name: "安装回声演示" }));
    const dialog = await screen.findByRole("dialog", { name: "安装回声演示" });
    expect(await within(dialog).findByText("应用版本>=1.0")).toBeInTheDocument();
    expect(within(dialog).getByText("回声更响亮")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("安装完成立即自动重启")).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("版本"), "1.0.0");
    expect(within(dialog).getByText("第一个版本")).toBeInTheDocument();
    const greeting = within(dialog).getByLabelText("问候语");
    expect(greeting).toHaveValue("你好");
    await user.clear(greeting);
    await user.type(greeting, "嗨");
    await user.click(within(dialog).getByRole("button", { name: "安装" }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/install")).toEqual([
        { plugin_id: "demo_echo", version: "1.0.0", config: { greeting: "嗨", mode: "fast" } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Both lists are asked again.
    expect(callsTo(view.fetchMock, "GET /api/plugins/get_installed_list").length).toBeGreaterThan(
      1,
    );
  });

  it("upgrades (then restarts), saves the config and uninstalls from 我的插件", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      // The installed list lacks the market's news: the page merges it in.
      ...lists([installedEcho], [{ ...installedEcho, hasNew: false, lastVersion: "" }]),
      "GET /api/plugins/get_plugin_command_list": { code: 0, data: [] },
      "GET /api/plugins/get_plugins_version_list": { code: 0, data: versions },
      "GET /api/plugins/get_plugin_config": { code: 0, data: { greeting: "早", mode: "careful" } },
      "POST /api/plugins/upgrade": { code: 0, message: "已升级 回声演示 v1.1.0", data: null },
      "GET /api/common/restart_app": { code: 0, message: "正在重启…", data: null },
      "POST /api/plugins/save_plugin_config": { code: 0, message: "插件设置已保存", data: null },
      "GET /api/plugins/uninstall": { code: 0, message: "已卸载插件 demo_echo", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "我的插件" }));
    const grid = await screen.findByRole("list", { name: "我的插件" });
    expect(within(grid).getByText("有新版")).toBeInTheDocument();
    expect(within(grid).getByText("v1.0.0")).toBeInTheDocument();

    await user.click(within(grid).getByRole("button", { name: "升级回声演示" }));
    let dialog = await screen.findByRole("dialog", { name: "升级回声演示" });
    expect(await within(dialog).findByLabelText("模式")).toHaveValue("careful");
    expect(within(dialog).getByLabelText("安装完成立即自动重启")).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "升级" }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/upgrade")).toEqual([
        { plugin_id: "demo_echo", version: "1.1.0", config: { greeting: "早", mode: "careful" } },
      ]),
    );
    await waitFor(() =>
      expect(
        view.fetchMock.mock.calls
          .map(([input]) => String(input))
          .filter((u) => u.includes("restart_app")),
      ).toEqual(["/api/common/restart_app?secs=0"]),
    );

    await user.click(within(grid).getByRole("button", { name: "回声演示的设置" }));
    dialog = await screen.findByRole("dialog", { name: "回声演示的设置" });
    await user.selectOptions(await within(dialog).findByLabelText("模式"), "fast");
    await user.click(within(dialog).getByRole("button", { name: "保存设置" }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/save_plugin_config")).toEqual([
        { plugin_name: "demo_echo", config: { greeting: "早", mode: "fast" } },
      ]),
    );

    await user.click(within(grid).getByRole("button", { name: "卸载回声演示" }));
    dialog = await screen.findByRole("alertdialog", { name: "卸载回声演示" });
    await user.click(within(dialog).getByLabelText("删除插件有关的配置文件"));
    await user.click(within(dialog).getByRole("button", { name: "确定卸载" }));
    await waitFor(() => {
      const [call] = callsTo(view.fetchMock, "GET /api/plugins/uninstall");
      expect(call).toBeDefined();
    });
    const url = view.fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes("/api/plugins/uninstall"));
    expect(url).toContain("plugin_name=demo_echo");
    expect(url).toContain("delete_config=false");
  });

  it("saves the market addresses, refusing what is not http(s)", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": { code: 0, data: [] },
      "GET /api/plugins/get_market_setting": { code: 0, data: { index_urls: [] } },
      "POST /api/plugins/save_market_setting": {
        code: 0,
        message: "插件市场地址已保存",
        data: null,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "插件市场" }));
    expect(await screen.findByText("插件市场是空的，请先设置插件市场地址")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "插件市场地址" }));
    const dialog = await screen.findByRole("dialog", { name: "插件市场地址" });
    const urls = await within(dialog).findByLabelText("插件市场地址");
    await user.type(urls, "ftp://x/index.json");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(
      await within(dialog).findByText("“ftp://x/index.json”不是 http(s) 地址"),
    ).toBeInTheDocument();
    await user.clear(urls);
    await user.type(urls, "http://192.168.1.2/index.json{Enter}http://nas/market.json");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(bodies(view.fetchMock, "POST /api/plugins/save_market_setting")).toEqual([
        { index_urls: ["http://192.168.1.2/index.json", "http://nas/market.json"] },
      ]),
    );
  });

  it("installs a plugin package from a file as multipart `file`", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<PluginsPage />, "/plugins/index", {
      ...lists([], []),
      "GET /api/plugins/get_plugin_command_list": { code: 0, data: [] },
      "POST /api/plugins/install_local": { code: 0, message: "已安装 回声演示 v1.1.0", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "插件市场" }));
    await screen.findByRole("button", { name: "从文件安装" });
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["tgz"], "demo.tar.gz", { type: "application/gzip" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("已安装 回声演示 v1.1.0"));
    const sent = callsTo(view.fetchMock, "POST /api/plugins/install_local")[0]?.body;
    if (!(sent instanceof FormData)) throw new Error("not multipart");
    expect((sent.get("file") as File).name).toBe("demo.tar.gz");
  });
});
