import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { DownloadClientSettingsPage } from "./download-client-page";

const unset = { status: 0, message: "", version: "", checked_at: "" };
const fresh = {
  type: "qbittorrent",
  url: "http://",
  username: "",
  password: "",
  need_login: true,
  monitor_all_torrents: false,
  health: unset,
};
const NEED_LOGIN = "需要登陆(没配置内网免登必须勾选)";
const MONITOR = "监控手动提交到下载器指定目录的种子";

function setup(path: string, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/config/get_download_client": { code: 0, data: fresh },
    ...routes,
  });
  const view = renderWithApp(<DownloadClientSettingsPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("DownloadClientSettingsPage", () => {
  it("asks qBittorrent for its account only while 需要登陆 is ticked", async () => {
    const { fetchMock, user } = setup("/config/download-client", {
      "POST /api/config/save_download_client": {
        code: 0,
        message: "已保存，但连接失败：无法连接",
        data: { next: "/setup/media-path", health: { ...unset, status: 2, message: "无法连接" } },
      },
    });
    const url = await screen.findByLabelText("访问地址");
    expect(screen.getByLabelText(NEED_LOGIN)).toBeChecked();
    await user.clear(url);
    await user.type(url, "http://qb:8080");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("登陆账号不能为空")).toBeInTheDocument();
    expect(screen.getByText("登陆密码不能为空")).toBeInTheDocument();
    await user.click(screen.getByLabelText(NEED_LOGIN));
    await user.click(screen.getByLabelText(MONITOR));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("已保存，但连接失败：无法连接")).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "POST /api/config/save_download_client");
    expect(JSON.parse(String(call?.body))).toEqual({
      type: "qbittorrent",
      url: "http://qb:8080",
      username: "",
      password: "",
      need_login: false,
      monitor_all_torrents: true,
    });
  });

  it("shows 需要登陆 for qBittorrent only, and aria2's RPC secret instead of an account", async () => {
    const { user } = setup("/config/download-client");
    const type = await screen.findByLabelText("下载工具");
    await user.selectOptions(type, "transmission");
    expect(screen.queryByLabelText(NEED_LOGIN)).not.toBeInTheDocument();
    expect(screen.getByLabelText("登陆账号")).toBeInTheDocument();
    await user.selectOptions(type, "aria2");
    expect(screen.queryByLabelText("登陆账号")).not.toBeInTheDocument();
    expect(screen.getByLabelText("RPC密钥")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText(MONITOR)).toBeInTheDocument();
  });

  it("in the wizard: back says it goes to the media server step, save goes on", async () => {
    const { view, user } = setup("/setup/download-client", {
      "POST /api/config/save_download_client": {
        code: 0,
        message: "保存成功，连接正常（版本 v4.6.0）",
        data: { next: "/setup/media-path", health: { ...unset, status: 1, version: "v4.6.0" } },
      },
    });
    await user.clear(await screen.findByLabelText("访问地址"));
    await user.type(screen.getByLabelText("访问地址"), "http://qb:8080");
    await user.type(screen.getByLabelText("登陆账号"), "admin");
    await user.type(screen.getByLabelText("登陆密码"), "adminadmin");
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setup/media-path"));
    view.unmount();
    const again = setup("/setup/download-client");
    await user.click(await screen.findByRole("button", { name: "返回媒体服务设置" }));
    expect(again.view.currentPath()).toBe("/setup/media-server");
  });
});
