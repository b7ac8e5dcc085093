import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, type Routes } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { toast } from "../../../lib/toaster";
import { EditDownloadClientPage } from "./edit-download-client-page";

const up = { status: 1, message: "", version: "v4.6", checked_at: "2026-01-01T00:00:00Z" };
const stored = {
  type: "qbittorrent",
  name: "家里",
  url: "http://nas:8080",
  username: "admin",
  password: "pw",
  secret: "",
  need_login: true,
  monitor_all_torrents: true,
  is_default: true,
  site_id: ["hdsky"],
  status: 1,
  health: up,
};
const sites = {
  code: 0,
  data: [
    { id: "mteam", name: "馒头", domain: "https://kp.m-team.cc/" },
    { id: "hdsky", name: "天空", domain: "https://hdsky.me/" },
  ],
};

function setup(path: string, routes: Routes = {}) {
  const view = renderSignedIn(<EditDownloadClientPage />, path, {
    "GET /api/setting/get_download_client": { code: 0, data: [stored] },
    "GET /api/common/sites": sites,
    ...routes,
  });
  return { ...view, user: userEvent.setup() };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe("EditDownloadClientPage", () => {
  it("a new qBittorrent: 添加qBittorrent with screens.md's defaults", async () => {
    setup("/setting/edit-download-client?type=qbittorrent");
    expect(await screen.findByRole("heading", { name: "添加qBittorrent" })).toBeInTheDocument();
    expect(await screen.findByLabelText("名称")).toHaveValue("");
    expect(screen.getByLabelText("访问地址")).toHaveValue("http://");
    expect(screen.getByLabelText("设为默认")).toBeChecked();
    expect(screen.getByLabelText("需要登陆(没配置内网免登必须勾选)")).toBeChecked();
    expect(screen.getByLabelText("监控手动提交到下载器指定目录的种子")).not.toBeChecked();
    const group = within(screen.getByRole("group", { name: "站点" }));
    expect(group.getByText("所有站点")).toBeInTheDocument();
    expect(await group.findByRole("checkbox", { name: "馒头" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
  });

  it("needs the account with 需要登陆, and saves the chosen sites", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup(
      "/setting/edit-download-client?type=qbittorrent",
      {
        "POST /api/setting/save_download_client": {
          code: 0,
          message: "保存成功，连接正常（版本 v4.6）",
          data: { health: up },
        },
      },
    );
    await user.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByText("名称不能为空")).toBeInTheDocument();
    expect(screen.getByText("登陆账号不能为空")).toBeInTheDocument();
    expect(screen.getByText("登陆密码不能为空")).toBeInTheDocument();
    await user.type(screen.getByLabelText("名称"), "书房");
    await user.clear(screen.getByLabelText("访问地址"));
    await user.type(screen.getByLabelText("访问地址"), "http://study:8080");
    await user.type(screen.getByLabelText("登陆账号"), "admin");
    await user.type(screen.getByLabelText("登陆密码"), "secret pw");
    const group = within(screen.getByRole("group", { name: "站点" }));
    await user.type(group.getByRole("searchbox", { name: "筛选站点" }), "sky");
    expect(group.queryByRole("checkbox", { name: "馒头" })).not.toBeInTheDocument();
    await user.click(group.getByRole("checkbox", { name: "天空" }));
    expect(group.getByRole("button", { name: "移除天空" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(success).toHaveBeenCalledWith("保存成功，连接正常（版本 v4.6）");
    expect(bodyOf(callsTo(fetchMock, "POST /api/setting/save_download_client")[0])).toEqual({
      type: "qbittorrent",
      edit_name: null,
      name: "书房",
      url: "http://study:8080",
      username: "admin",
      password: "secret pw",
      secret: "",
      need_login: true,
      monitor_all_torrents: false,
      is_default: true,
      site_id: ["hdsky"],
    });
  });

  it("aria2 has only its RPC secret, which it needs; 测试连接 sends it as the password", async () => {
    const { user, fetchMock } = setup("/setting/edit-download-client?type=aria2", {
      "POST /api/config/test_download_client": {
        code: 0,
        message: "连接成功",
        data: { health: up },
      },
    });
    expect(await screen.findByRole("heading", { name: "添加Aria2" })).toBeInTheDocument();
    expect(await screen.findByLabelText("RPC密钥")).toBeInTheDocument();
    expect(screen.queryByLabelText("登陆账号")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("需要登陆(没配置内网免登必须勾选)")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("RPC密钥不能为空")).toBeInTheDocument();
    await user.type(screen.getByLabelText("名称"), "aria");
    await user.clear(screen.getByLabelText("访问地址"));
    await user.type(screen.getByLabelText("访问地址"), "http://nas:6800/jsonrpc");
    await user.type(screen.getByLabelText("RPC密钥"), "tok");
    await user.click(screen.getByRole("button", { name: "测试连接" }));
    expect(await screen.findByText("连接成功")).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST /api/config/test_download_client")[0])).toEqual({
      type: "aria2",
      url: "http://nas:6800/jsonrpc",
      username: "",
      password: "tok",
      need_login: false,
      monitor_all_torrents: false,
    });
  });

  it("editing: 编辑<name>, stored values and sites; 删除 asks first", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup(
      "/setting/edit-download-client?type=qbittorrent&name=家里",
      { "GET /api/setting/delete_download_client": { code: 0, message: "删除成功" } },
    );
    expect(await screen.findByRole("heading", { name: "编辑家里" })).toBeInTheDocument();
    expect(await screen.findByLabelText("登陆密码")).toHaveValue("pw");
    expect(screen.getByLabelText("监控手动提交到下载器指定目录的种子")).toBeChecked();
    expect(await screen.findByRole("checkbox", { name: "天空" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "删除" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "操作提示" }));
    expect(dialog.getByText("确定要删除下载工具“家里”吗？")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "删除" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    const [call] = callsTo(fetchMock, "GET /api/setting/delete_download_client");
    expect(call).toBeDefined();
  });

  it("without the site catalogue the bound codes still show and can be removed", async () => {
    const { user, fetchMock } = setup("/setting/edit-download-client?type=qbittorrent&name=家里", {
      "GET /api/common/sites": { code: 1, message: "404 page not found" },
      "POST /api/setting/save_download_client": { code: 0, message: "ok", data: { health: up } },
    });
    const group = within(await screen.findByRole("group", { name: "站点" }));
    expect(await group.findByText("读取站点列表失败：404 page not found")).toBeInTheDocument();
    await user.click(group.getByRole("button", { name: "移除hdsky" }));
    expect(group.getByText("所有站点")).toBeInTheDocument();
    vi.spyOn(toast, "success").mockResolvedValue("");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/setting/save_download_client")).toHaveLength(1),
    );
    const body = bodyOf(callsTo(fetchMock, "POST /api/setting/save_download_client")[0]);
    expect(body.site_id).toEqual([]);
    expect(body.edit_name).toBe("家里");
  });
});
