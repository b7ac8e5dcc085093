import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, refused, setupForm } from "../form-test-kit";
import { CookieCloudPage } from "./cookie-cloud-page";

const stored = {
  code: 0,
  data: { server_url: "", uuid: "", password: "", sync_interval_minutes: 60, enable: false },
};
const PATH = "/setting/cookie-cloud";

describe("CookieCloudPage", () => {
  it("测试 wants the connection fields first and sends nothing without them", async () => {
    const { user, sent } = setupForm(<CookieCloudPage />, PATH, {
      "GET /api/setting/get_cookie_cloud": stored,
    });
    expect(screen.getByRole("heading", { name: "CookieCloud设置" })).toBeInTheDocument();
    expect(await screen.findByLabelText("同步间隔（分钟）")).toHaveValue("60");
    expect(screen.getByLabelText("端对端加密密码")).toHaveAttribute("type", "password");
    // Nothing saved switched on yet: nothing to sync with.
    expect(screen.queryByRole("button", { name: "立即同步" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "测试" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("服务器地址不能为空");
    expect(sent("POST /api/setting/test_cookie_cloud")).toHaveLength(0);
  });

  it("测试 sends the typed values and shows what was decrypted; a failure shows the reason", async () => {
    let pass = true;
    const { user, sent, toasts } = setupForm(<CookieCloudPage />, PATH, {
      "GET /api/setting/get_cookie_cloud": stored,
      "POST /api/setting/test_cookie_cloud": () =>
        new Response(
          JSON.stringify(
            pass
              ? {
                  code: 0,
                  message: "连接成功，已解密2个网站的3条Cookie",
                  data: { domains: 2, cookies: 3 },
                }
              : refused("解密失败，请检查UUID和端对端加密密码"),
          ),
        ),
    });
    await user.type(await screen.findByLabelText("服务器地址"), "http://127.0.0.1:8088");
    await user.type(screen.getByLabelText("用户KEY（UUID）"), "uid-1");
    await user.type(screen.getByLabelText("端对端加密密码"), "pw");
    await user.click(screen.getByRole("button", { name: "测试" }));
    expect(await screen.findByText("连接成功，已解密2个网站的3条Cookie")).toBeInTheDocument();
    expect(sent("POST /api/setting/test_cookie_cloud")[0]).toEqual({
      server_url: "http://127.0.0.1:8088",
      uuid: "uid-1",
      password: "pw",
      sync_interval_minutes: 60,
      enable: false,
    });
    pass = false;
    await user.click(screen.getByRole("button", { name: "测试" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "解密失败，请检查UUID和端对端加密密码",
    );
    expect(toasts.error).toHaveBeenCalledWith("解密失败，请检查UUID和端对端加密密码");
    expect(screen.queryByText("连接成功，已解密2个网站的3条Cookie")).not.toBeInTheDocument();
  });

  it("switched on, 保存 needs every field; then saves and goes back to the hub", async () => {
    const { user, sent, currentPath } = setupForm(<CookieCloudPage />, PATH, {
      "GET /api/setting/get_cookie_cloud": stored,
      "POST /api/setting/save_cookie_cloud": ok(),
    });
    await user.click(await screen.findByLabelText("启用CookieCloud同步"));
    await user.clear(screen.getByLabelText("同步间隔（分钟）"));
    await user.type(screen.getByLabelText("同步间隔（分钟）"), "5");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("用户KEY（UUID）不能为空")).toBeInTheDocument();
    expect(screen.getByText("同步间隔必须是10到10080之间的整数（分钟）")).toBeInTheDocument();
    expect(sent("POST /api/setting/save_cookie_cloud")).toHaveLength(0);
    await user.type(screen.getByLabelText("服务器地址"), "https://cc.example.com");
    await user.type(screen.getByLabelText("用户KEY（UUID）"), "uid-1");
    await user.type(screen.getByLabelText("端对端加密密码"), "pw");
    await user.type(screen.getByLabelText("同步间隔（分钟）"), "0");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_cookie_cloud")).toEqual([
      {
        server_url: "https://cc.example.com",
        uuid: "uid-1",
        password: "pw",
        sync_interval_minutes: 50,
        enable: true,
      },
    ]);
  });

  it("立即同步 is offered once a switched-on setting is saved, syncs and stays with its answer", async () => {
    const { user, sent, currentPath } = setupForm(<CookieCloudPage />, PATH, {
      "GET /api/setting/get_cookie_cloud": {
        code: 0,
        data: { ...stored.data, server_url: "http://127.0.0.1:8088", uuid: "u", enable: true },
      },
      "POST /api/setting/sync_cookie_cloud": {
        code: 0,
        message: "同步完成：更新1个站点，未变化0个",
        data: { updated: ["天空"], unchanged: null, missing: null, expired: null },
      },
    });
    await user.click(await screen.findByRole("button", { name: "立即同步" }));
    expect(await screen.findByText("同步完成：更新1个站点，未变化0个")).toBeInTheDocument();
    expect(sent("POST /api/setting/sync_cookie_cloud")).toEqual([{}]);
    expect(currentPath()).toBe(PATH);
  });
});
