import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { SettingWebPage } from "./web-page";

const stored = { code: 0, data: { server_url: "", host: "::", port: 1329 } };
const RESTART = "设置保存成功，但此页面设置需要重启后才生效。";

describe("SettingWebPage", () => {
  it("shows the defaults, checks the host and saves host, port and address", async () => {
    const { user, sent, toasts, currentPath } = setupForm(<SettingWebPage />, "/setting/edit-web", {
      "GET /api/setting/get_web": stored,
      "POST /api/setting/save_web": ok(RESTART),
    });
    expect(screen.getByRole("heading", { name: "网站访问设置" })).toBeInTheDocument();
    const host = await screen.findByLabelText("主机");
    expect(host).toHaveValue("::");
    expect(host).toHaveAccessibleDescription(/IPv6/);
    expect(screen.getByLabelText("站点访问地址")).toHaveValue("http://");
    expect(screen.getByLabelText("端口")).toHaveValue("1329");
    await user.clear(host);
    await user.type(host, "my host");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText("主机必须是IP地址（如 :: 或 0.0.0.0）或主机名"),
    ).toBeInTheDocument();
    expect(sent("POST /api/setting/save_web")).toHaveLength(0);
    await user.clear(host);
    await user.type(host, "0.0.0.0");
    await user.clear(screen.getByLabelText("端口"));
    await user.type(screen.getByLabelText("端口"), "8080");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_web")).toEqual([
      { server_url: "http://", host: "0.0.0.0", port: 8080 },
    ]);
    expect(toasts.success).toHaveBeenCalledWith(RESTART);
  });
});
