import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { authAtom } from "../state/auth";
import { App } from "./app";

describe("App routes", () => {
  it("shows the 404 screen for an unknown path (no redirect to sign-in)", async () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    renderWithApp(<App />, { path: "/no/such/page" });
    expect(await screen.findByText("找不到页面")).toBeInTheDocument();
  });

  it.each([
    ["/auth/sign-in", "欢迎来到Movie Robot"],
    ["/auth/404", "您正在查找的页面可能已被删除。"],
    ["/auth/500", "Internal server error."],
    ["/setup/admin", "初始化完成后还可以用户管理页面修改"],
  ])("routes %s without a session", async (path, text) => {
    mockApi({ "GET /api/common/app": appInfoBody });
    const view = renderWithApp(<App />, { path });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(view.currentPath()).toBe(path);
  });

  it.each(["/", "/home"])("routes %s to the home page for a signed-in user", async (path) => {
    mockApi({
      "GET /api/common/app": appInfoBody,
      "GET /api/auth/my_account": { code: 0, data: adminUser },
    });
    localStorage.setItem("accessToken", liveToken());
    const view = renderWithApp(<App />, { path });
    expect(
      await screen.findByRole("heading", { level: 1, name: "首页" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.store.get(authAtom).user).toEqual(adminUser);
    expect(view.currentPath()).toBe(path);
  });
});
