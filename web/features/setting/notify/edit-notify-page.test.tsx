import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, type Routes } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { EditNotifyPage } from "./edit-notify-page";

const args = [
  {
    name: "server",
    arg_type: "String",
    label: "服务器地址",
    helper: "自建Bark服务器时填写它的地址",
    default_value: "https://api.day.app",
    multi_value: false,
    required: true,
  },
  {
    name: "device_key",
    arg_type: "String",
    label: "设备Key",
    helper: "",
    multi_value: false,
    required: true,
  },
];
const template_options = [
  { name: "开始下载", value: "download_start" },
  { name: "下载完成", value: "download_completed" },
];
const fresh = { code: 0, data: { name: "Bark", args, config: null, template_options } };
const saved = {
  code: 0,
  data: {
    name: "Bark",
    args,
    template_options,
    config: {
      name: "我的iPhone",
      server: "http://relay.lan",
      device_key: "k1",
      notify_message: ["download_completed"],
      enable: true,
    },
  },
};

function setup(path: string, routes: Routes) {
  const fetchMock = mockApi(routes);
  const view = renderWithApp(<EditNotifyPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]?.body));

describe("EditNotifyPage", () => {
  it("titles the page after the channel and fills a new channel's defaults", async () => {
    const { fetchMock } = setup("/setting/edit-notify?type=bark", {
      "GET /api/notify/get_definition": fresh,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "设置Bark" })).toBeInTheDocument();
    expect(screen.getByLabelText("通道别名")).toHaveValue("Bark");
    expect(screen.getByLabelText("服务器地址")).toHaveValue("https://api.day.app");
    expect(screen.getByLabelText("启用这个通知")).toBeChecked();
    expect(screen.getByRole("button", { name: /推送内容/ })).toHaveTextContent(
      /开始下载\s*下载完成/,
    );
    expect(screen.queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://x");
    expect(url.searchParams.get("channel_type")).toBe("bark");
    expect(url.searchParams.has("name")).toBe(false);
  });

  it("推送一条消息测试 sends the values as typed and toasts the answer, staying", async () => {
    const { fetchMock, view, user } = setup("/setting/edit-notify?type=bark", {
      "GET /api/notify/get_definition": fresh,
      "POST /api/setting/test_notify": { code: 0, message: "测试消息已发送，请查收" },
    });
    await user.type(await screen.findByLabelText("设备Key"), "key-1");
    await user.click(screen.getByRole("button", { name: "推送一条消息测试" }));
    expect(await screen.findByText("测试消息已发送，请查收")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST /api/setting/test_notify")).toEqual({
      type: "bark",
      name: null,
      args: {
        name: "Bark",
        server: "https://api.day.app",
        device_key: "key-1",
        notify_message: ["download_start", "download_completed"],
        enable: true,
      },
    });
    expect(view.currentPath()).toBe("/setting/edit-notify?type=bark");
  });

  it("a failed test shows the sender's reason in a toast and above the buttons", async () => {
    const reason = "发送失败：Bark返回错误：找不到设备";
    const { user } = setup("/setting/edit-notify?type=bark", {
      "GET /api/notify/get_definition": fresh,
      "POST /api/setting/test_notify": { code: 1, message: reason },
    });
    await user.type(await screen.findByLabelText("设备Key"), "bad");
    await user.click(screen.getByRole("button", { name: "推送一条消息测试" }));
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
  });

  it("checks required fields before calling the server", async () => {
    const { fetchMock, user } = setup("/setting/edit-notify?type=bark", {
      "GET /api/notify/get_definition": fresh,
    });
    await user.clear(await screen.findByLabelText("通道别名"));
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    expect(await screen.findByText("通道别名不能为空")).toBeInTheDocument();
    expect(screen.getByText("设备Key不能为空")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/setting/save_notify")).toHaveLength(0);
  });

  it("saving a renamed channel sends its old name, then returns to the hub", async () => {
    const { fetchMock, view, user } = setup("/setting/edit-notify?type=bark&name=我的iPhone", {
      "GET /api/notify/get_definition": saved,
      "POST /api/setting/save_notify": { code: 0, message: "保存成功" },
    });
    const alias = await screen.findByLabelText("通道别名");
    expect(alias).toHaveValue("我的iPhone");
    expect(screen.getByLabelText("服务器地址")).toHaveValue("http://relay.lan");
    await user.clear(alias);
    await user.type(alias, "家里的iPad");
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setting/index"));
    expect(bodyOf(fetchMock, "POST /api/setting/save_notify")).toMatchObject({
      type: "bark",
      name: "我的iPhone",
      args: { name: "家里的iPad", device_key: "k1", notify_message: ["download_completed"] },
    });
  });

  it("删除 asks first, then deletes by name and type and returns to the hub", async () => {
    const { fetchMock, view, user } = setup("/setting/edit-notify?type=bark&name=我的iPhone", {
      "GET /api/notify/get_definition": saved,
      "GET /api/setting/delete_notify": { code: 0, message: "删除成功" },
    });
    await user.click(await screen.findByRole("button", { name: "删除" }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("确定要删除推送通道“我的iPhone”吗？");
    expect(callsTo(fetchMock, "GET /api/setting/delete_notify")).toHaveLength(0);
    await user.click(within(alert).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setting/index"));
    const [call] = fetchMock.mock.calls.filter(([u]) => String(u).includes("delete_notify"));
    const url = new URL(String(call?.[0]), "http://x");
    expect(url.searchParams.get("name")).toBe("我的iPhone");
    expect(url.searchParams.get("type")).toBe("bark");
  });

  it("an unknown channel shows the server's reason with 重试", async () => {
    setup("/setting/edit-notify?type=fax", {
      "GET /api/notify/get_definition": { code: 1, message: "不支持的推送通道：fax" },
    });
    expect(await screen.findByText("读取设置失败：不支持的推送通道：fax")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("without a type it says so and links back to the hub", async () => {
    const { fetchMock } = setup("/setting/edit-notify", {});
    expect(await screen.findByRole("link", { name: "返回设置" })).toHaveAttribute(
      "href",
      "/setting/index",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
