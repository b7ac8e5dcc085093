import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { appInfoBody, callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { toast } from "../../lib/toaster";
import { SignUpPage } from "./sign-up-page";

describe("/auth/sign-up", () => {
  it("shows the invited address, signs up with the token, then goes to sign-in", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const fetchMock = mockApi({
      "GET /api/common/app": appInfoBody,
      "GET /api/auth/get_invite": { code: 0, data: { email: "guest@example.com" } },
      "POST /api/auth/sign_up": { code: 0, message: "注册成功，请登录", data: null },
    });
    const view = renderWithApp(<SignUpPage />, { path: "/auth/sign-up?token=abc" });
    expect(await screen.findByText("邀请发送到：guest@example.com")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("用户名"), "guest");
    await user.type(screen.getByLabelText("昵称"), "客人");
    await user.type(screen.getByLabelText("密码"), "123");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByText("密码不能少于6位")).toBeInTheDocument();
    await user.type(screen.getByLabelText("密码"), "456");
    await user.click(screen.getByRole("button", { name: "注册" }));
    await waitFor(() => expect(view.currentPath()).toBe("/auth/sign-in"));
    const [sent] = callsTo(fetchMock, "POST /api/auth/sign_up");
    expect(JSON.parse(String(sent?.body))).toEqual({
      token: "abc",
      username: "guest",
      nickname: "客人",
      password: "123456",
    });
  });

  it("says so when the link is used up or expired", async () => {
    mockApi({
      "GET /api/common/app": appInfoBody,
      "GET /api/auth/get_invite": {
        code: 1,
        message: "邀请链接无效、已使用或已过期，请向管理员重新索取",
      },
    });
    renderWithApp(<SignUpPage />, { path: "/auth/sign-up?token=old" });
    expect(
      await screen.findByText("邀请链接无效、已使用或已过期，请向管理员重新索取"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "注册" })).not.toBeInTheDocument();
  });
});
