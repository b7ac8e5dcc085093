import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, type Routes } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { toast } from "../../../lib/toaster";
import { EditMediaServerPage } from "./edit-media-server-page";

const up = { status: 1, message: "", version: "4.8.0", checked_at: "2026-01-01T00:00:00Z" };
const down = { status: 2, message: "连接被拒绝", version: "", checked_at: "2026-01-01T00:00:00Z" };
const stored = {
  type: "emby",
  name: "家里",
  url: "http://nas:8096",
  internet_url: "",
  token: "key-1",
  master_server: true,
  refresh_media_server: false,
  status: 1,
  health: up,
};

function setup(path: string, routes: Routes = {}) {
  const view = renderSignedIn(<EditMediaServerPage />, path, {
    "GET /api/setting/get_media_server": { code: 0, data: [stored] },
    ...routes,
  });
  return { ...view, user: userEvent.setup() };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe("EditMediaServerPage", () => {
  it("a new server: titled by type, screens.md's defaults, no 删除", async () => {
    setup("/setting/edit-media-server?type=jellyfin");
    expect(await screen.findByRole("heading", { name: "设置Jellyfin服务" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "当前位置" });
    expect(within(crumbs).getByRole("link", { name: "设置" })).toHaveAttribute(
      "href",
      "/setting/index",
    );
    expect(within(crumbs).getByText("Jellyfin")).toBeInTheDocument();
    expect(await screen.findByLabelText("别名")).toHaveValue("jellyfin");
    expect(screen.getByLabelText("访问地址")).toHaveValue("http://");
    expect(screen.getByLabelText("外网访问地址")).toHaveValue("");
    expect(screen.getByLabelText("API密钥")).toHaveValue("");
    expect(screen.getByLabelText("设为主要媒体服务器")).toBeChecked();
    expect(screen.getByLabelText("有新增内容时自动通知媒体库刷新")).toBeChecked();
    expect(screen.queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
  });

  it("checks the fields as the server does", async () => {
    const { user, fetchMock } = setup("/setting/edit-media-server?type=plex");
    await user.clear(await screen.findByLabelText("别名"));
    await user.type(screen.getByLabelText("外网访问地址"), "nas.example");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("别名不能为空")).toBeInTheDocument();
    expect(screen.getByText("访问地址不能为空")).toBeInTheDocument();
    expect(screen.getByText("外网访问地址必须是以http://或https://开头的网址")).toBeInTheDocument();
    expect(screen.getByText("Token不能为空")).toBeInTheDocument();
    await user.type(screen.getByLabelText("别名"), "x".repeat(33));
    expect(await screen.findByText("别名不能超过32个字符")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/setting/save_media_server")).toHaveLength(0);
  });

  it("保存 sends the entry, toasts the server's message and returns to the hub", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup("/setting/edit-media-server?type=emby", {
      "POST /api/setting/save_media_server": {
        code: 0,
        message: "保存成功，连接正常（版本 4.8.0）",
        data: { health: up },
      },
    });
    await user.clear(await screen.findByLabelText("别名"));
    await user.type(screen.getByLabelText("别名"), " 书房 ");
    await user.clear(screen.getByLabelText("访问地址"));
    await user.type(screen.getByLabelText("访问地址"), "http://study:8096/");
    await user.type(screen.getByLabelText("API密钥"), "key-2");
    await user.click(screen.getByLabelText("有新增内容时自动通知媒体库刷新"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(success).toHaveBeenCalledWith("保存成功，连接正常（版本 4.8.0）");
    expect(bodyOf(callsTo(fetchMock, "POST /api/setting/save_media_server")[0])).toEqual({
      type: "emby",
      name: "书房",
      old_name: "",
      url: "http://study:8096/",
      internet_url: "",
      token: "key-2",
      master_server: true,
      refresh_media_server: false,
    });
  });

  it("saved but unreachable: a warning toast instead of a success one", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const warning = vi.spyOn(toast, "warning").mockResolvedValue("");
    const { user, currentPath } = setup("/setting/edit-media-server?type=emby&name=家里", {
      "POST /api/setting/save_media_server": {
        code: 0,
        message: "已保存，但连接失败：连接被拒绝",
        data: { health: down },
      },
    });
    await user.click(await screen.findByRole("button", { name: "保存" }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith("已保存，但连接失败：连接被拒绝"));
    expect(success).not.toHaveBeenCalled();
    expect(currentPath()).toBe("/setting/index");
  });

  it("editing: the stored values, old_name, and a refusal shown in place", async () => {
    vi.spyOn(toast, "error").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup(
      "/setting/edit-media-server?type=emby&name=%E5%AE%B6%E9%87%8C",
      {
        "POST /api/setting/save_media_server": {
          code: 1,
          message: "已经有名为“书房”的媒体服务器了",
        },
      },
    );
    expect(await screen.findByLabelText("别名")).toHaveValue("家里");
    expect(screen.getByLabelText("API密钥")).toHaveValue("key-1");
    expect(screen.getByLabelText("有新增内容时自动通知媒体库刷新")).not.toBeChecked();
    const tag = within(screen.getByRole("status", { name: "连接状态" }));
    expect(tag.getByText("可用")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("别名"));
    await user.type(screen.getByLabelText("别名"), "书房");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("已经有名为“书房”的媒体服务器了");
    expect(bodyOf(callsTo(fetchMock, "POST /api/setting/save_media_server")[0]).old_name).toBe(
      "家里",
    );
    expect(currentPath()).toBe("/setting/edit-media-server?type=emby&name=%E5%AE%B6%E9%87%8C");
  });

  it("测试连接 checks the typed values without saving", async () => {
    const { user, fetchMock } = setup("/setting/edit-media-server?type=emby&name=家里", {
      "POST /api/config/test_media_server": { code: 1, message: "API密钥无效" },
    });
    await user.click(await screen.findByRole("button", { name: "测试连接" }));
    expect(await screen.findByText("API密钥无效", { selector: "div" })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST /api/config/test_media_server")[0])).toEqual({
      type: "emby",
      url: "http://nas:8096",
      token: "key-1",
    });
    expect(callsTo(fetchMock, "POST /api/setting/save_media_server")).toHaveLength(0);
  });

  it("the stored type wins over the URL's; 测试连接 clears a save's refusal", async () => {
    vi.spyOn(toast, "error").mockResolvedValue("");
    const { user, fetchMock } = setup("/setting/edit-media-server?type=plex&name=家里", {
      "POST /api/setting/save_media_server": { code: 1, message: "保存失败了" },
      "POST /api/config/test_media_server": { code: 0, message: "连接正常", data: { health: up } },
    });
    expect(await screen.findByLabelText("API密钥")).toHaveValue("key-1");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("保存失败了");
    await user.click(screen.getByRole("button", { name: "测试连接" }));
    expect(await screen.findByText("连接正常", { selector: "div" })).toBeInTheDocument();
    expect(screen.queryByText("保存失败了")).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST /api/config/test_media_server")[0]).type).toBe("emby");
  });

  it("删除 asks first, then deletes and returns to the hub", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup(
      "/setting/edit-media-server?type=emby&name=家里",
      {
        "GET /api/setting/delete_media_server": { code: 0, message: "删除成功" },
      },
    );
    await user.click(await screen.findByRole("button", { name: "删除" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "操作提示" }));
    expect(dialog.getByText("确定要删除媒体服务器“家里”吗？")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "删除" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    const [call] = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes("delete_media_server"),
    );
    const query = new URL(String(call?.[0]), "http://x").searchParams;
    expect(query.get("type")).toBe("emby");
    expect(query.get("name")).toBe("家里");
  });

  it("a name that is not stored says so", async () => {
    setup("/setting/edit-media-server?type=emby&name=gone");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "媒体服务器“gone”不存在，可能已被删除",
    );
  });
});
