import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, jsonResponse, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { App } from "./app";

describe("first run, end to end in the app", () => {
  it("lands on the next step even though app info said setup was required", async () => {
    let adminExists = false;
    const token = liveToken();
    mockApi({
      "GET /api/common/app": () =>
        jsonResponse({ code: 0, data: { version: "1", menus: [], setup_required: !adminExists } }),
      "POST /api/config/init_admin": () => {
        adminExists = true;
        return jsonResponse({ code: 0, message: "管理员账号创建成功", data: { next: "/" } });
      },
      "POST /api/auth/get_token": { code: 0, data: { access_token: token, user: adminUser } },
    });
    const user = userEvent.setup();
    const view = renderWithApp(<App />, { path: "/setup/admin" });
    await user.type(await screen.findByLabelText("登陆密码"), "12345678");
    await user.type(screen.getByLabelText("确认密码"), "12345678");
    await user.click(screen.getByRole("button", { name: "创建进入下一步" }));
    // The home screen, inside the app's shell (the wizard has no main menu).
    expect(await screen.findByRole("navigation", { name: "主菜单" })).toBeInTheDocument();
    expect(view.currentPath()).toBe("/");
    expect(view.location.history).not.toContain("/auth/sign-in");
  });
});
