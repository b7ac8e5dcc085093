import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { MediaServerSettingsPage } from "./media-server-page";

const unset = { status: 0, message: "", version: "", checked_at: "" };
const up = { status: 1, message: "", version: "4.8.0", checked_at: "2026-01-01T00:00:00Z" };
const down = {
  status: 2,
  message: "无法连接到 http://nas:8096：连接被拒绝",
  version: "",
  checked_at: "2026-01-01T00:00:00Z",
};
const stored = { code: 0, data: { type: "emby", url: "http://", token: "", health: unset } };

function setup(path: string, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ "GET /api/config/get_media_server": stored, ...routes });
  const view = renderWithApp(<MediaServerSettingsPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(await screen.findByLabelText("访问地址"));
  await user.type(screen.getByLabelText("访问地址"), "http://nas:8096");
  await user.type(screen.getByLabelText("API密钥"), "key-1");
}

const tag = () => within(screen.getByRole("status", { name: "连接状态" }));

describe("MediaServerSettingsPage", () => {
  it("names the token by type and checks the form only once touched or sent", async () => {
    const { fetchMock, user } = setup("/setup/media-server");
    expect(await screen.findByLabelText("API密钥")).toBeInTheDocument();
    expect(tag().getByText("未设置")).toBeInTheDocument();
    expect(screen.queryByText("API密钥不能为空")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("媒体服务类型"), "plex");
    expect(screen.getByLabelText("Token")).toBeInTheDocument();
    expect(screen.getByText("用于访问Plex接口的Token")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    expect(await screen.findByText("访问地址不能为空")).toBeInTheDocument();
    expect(screen.getByText("Token不能为空")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/config/save_media_server")).toHaveLength(0);
  });

  it("测试连接 checks without saving and shows the health it found", async () => {
    const { fetchMock, user } = setup("/config/media-server", {
      "POST /api/config/test_media_server": {
        code: 0,
        message: "连接成功（版本 4.8.0）",
        data: { health: up },
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "测试连接" }));
    expect(await screen.findByText("连接成功（版本 4.8.0）")).toBeInTheDocument();
    expect(tag().getByText("可用")).toBeInTheDocument();
    expect(tag().getByText("版本 4.8.0")).toBeInTheDocument();
    const [call] = callsTo(fetchMock, "POST /api/config/test_media_server");
    expect(JSON.parse(String(call?.body))).toEqual({
      type: "emby",
      url: "http://nas:8096",
      token: "key-1",
    });
    expect(callsTo(fetchMock, "POST /api/config/save_media_server")).toHaveLength(0);
  });

  it("a failed test marks the tag 异常 and says the reason once", async () => {
    const { user } = setup("/config/media-server", {
      "POST /api/config/test_media_server": { code: 1, message: "API密钥无效", data: null },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "测试连接" }));
    await waitFor(() => expect(tag().getByText("异常")).toBeInTheDocument());
    // The reason once, in the test's callout: not again beside the tag.
    expect(screen.getAllByText("API密钥无效")).toHaveLength(1);
    expect(tag().queryByText("API密钥无效")).not.toBeInTheDocument();
  });

  it("in the wizard: a healthy save goes on to data.next", async () => {
    const { view, user } = setup("/setup/media-server", {
      "POST /api/config/save_media_server": {
        code: 0,
        message: "保存成功，连接正常（版本 4.8.0）",
        data: { next: "/setup/download-client", health: up },
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setup/download-client"));
  });

  it("in the wizard: saved but unreachable stays, says why, and offers to go on", async () => {
    const message = `已保存，但连接失败：${down.message}`;
    const { view, user } = setup("/setup/media-server", {
      "POST /api/config/save_media_server": {
        code: 0,
        message,
        data: { next: "/setup/download-client", health: down },
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(tag().getByText("异常")).toBeInTheDocument();
    expect(view.currentPath()).toBe("/setup/media-server");
    await user.click(screen.getByRole("button", { name: "仍然进入下一步" }));
    expect(view.currentPath()).toBe("/setup/download-client");
  });

  it("the wizard's back button leads to /setup/web; /config has none", async () => {
    const { view, user } = setup("/setup/media-server");
    await user.click(await screen.findByRole("button", { name: "返回网站访问设置" }));
    expect(view.currentPath()).toBe("/setup/web");
    view.unmount();
    setup("/config/media-server");
    await screen.findByLabelText("访问地址");
    expect(screen.queryByRole("button", { name: "返回网站访问设置" })).not.toBeInTheDocument();
  });

  it("under /config: a healthy save shows the message in place and the tag turns 可用", async () => {
    const { view, user } = setup("/config/media-server", {
      "POST /api/config/save_media_server": {
        code: 0,
        message: "保存成功，连接正常（版本 4.8.0）",
        data: { next: "/setup/download-client", health: up },
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("保存成功，连接正常（版本 4.8.0）")).toBeInTheDocument();
    expect(tag().getByText("可用")).toBeInTheDocument();
    expect(view.currentPath()).toBe("/config/media-server");
    expect(screen.queryByRole("button", { name: "仍然进入下一步" })).not.toBeInTheDocument();
  });
});
