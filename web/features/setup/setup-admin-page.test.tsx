import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../../tests/unit/jwt";
import { adminUser, appInfoBody, callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { authAtom } from "../../state/auth";
import { nextRoute } from "./setup-admin-form";
import { SetupAdminPage } from "./setup-admin-page";

function setup() {
  const user = userEvent.setup();
  const view = renderWithApp(<SetupAdminPage />, { path: "/setup/admin" });
  return {
    user,
    view,
    username: screen.getByLabelText("网站登陆账号"),
    password: screen.getByLabelText("登陆密码"),
    confirm: screen.getByLabelText("确认密码"),
    submit: screen.getByRole("button", { name: "创建进入下一步" }),
  };
}

describe("SetupAdminPage", () => {
  it("shows the heading, the sub-text, the fields with 'admin' preset, and the page title", () => {
    const { username, password, confirm } = setup();
    expect(screen.getByRole("heading", { name: "管理用户设置" })).toBeInTheDocument();
    expect(screen.getByText("初始化完成后还可以用户管理页面修改")).toBeInTheDocument();
    expect(username).toHaveValue("admin");
    expect(password).toHaveAttribute("type", "password");
    expect(confirm).toHaveAttribute("type", "password");
    expect(document.title).toBe("管理用户设置 | Movie Robot");
  });

  it("says 两次输入的密码必须一致 when the confirmation differs, and sends nothing", async () => {
    const fetchMock = mockApi({});
    const { user, password, confirm, submit } = setup();
    await user.type(password, "12345678");
    await user.type(confirm, "12345679");
    await user.click(submit);
    expect(await screen.findByText("两次输入的密码必须一致")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/config/init_admin")).toHaveLength(0);
  });

  it("says 登陆密码不能少于8位 for a short password", async () => {
    const { user, password } = setup();
    await user.type(password, "1234567");
    await user.tab();
    expect(await screen.findByText("登陆密码不能少于8位")).toBeInTheDocument();
  });

  it("creates the admin, signs in with the same credentials and goes to data.next", async () => {
    const token = liveToken();
    const fetchMock = mockApi({
      "POST /api/config/init_admin": {
        code: 0,
        message: "管理员账号创建成功",
        data: { next: "/setup/web" },
      },
      "POST /api/auth/get_token": { code: 0, data: { access_token: token, user: adminUser } },
      "GET /api/common/app": appInfoBody,
    });
    const { user, view, password, confirm, submit } = setup();
    await user.type(password, "12345678");
    await user.type(confirm, "12345678");
    await user.click(submit);
    await waitFor(() => expect(view.currentPath()).toBe("/setup/web"));
    const [init] = callsTo(fetchMock, "POST /api/config/init_admin");
    expect(JSON.parse(String(init?.body))).toEqual({ username: "admin", password: "12345678" });
    const [signIn] = callsTo(fetchMock, "POST /api/auth/get_token");
    expect(JSON.parse(String(signIn?.body))).toEqual({ username: "admin", password: "12345678" });
    expect(localStorage.getItem("accessToken")).toBe(token);
    expect(view.store.get(authAtom).isAuthenticated).toBe(true);
  });

  it("shows the server's refusal in a warning banner and stays", async () => {
    const fetchMock = mockApi({
      "POST /api/config/init_admin": { code: 1, message: "管理员已存在", data: null },
    });
    const { user, view, password, confirm, submit } = setup();
    await user.type(password, "12345678");
    await user.type(confirm, "12345678");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("管理员已存在");
    expect(callsTo(fetchMock, "POST /api/auth/get_token")).toHaveLength(0);
    expect(view.currentPath()).toBe("/setup/admin");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "创建进入下一步" })).toBeEnabled(),
    );
  });
});

describe("nextRoute", () => {
  it("follows same-origin routes only", () => {
    expect(nextRoute("/")).toBe("/");
    expect(nextRoute("/setup/web")).toBe("/setup/web");
    expect(nextRoute("//evil.example")).toBe("/");
    expect(nextRoute("https://evil.example")).toBe("/");
    expect(nextRoute(undefined)).toBe("/");
  });
});
