import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { adminUser, jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { authAtom } from "../../../state/auth";
import { LicensePage } from "./license-page";

const builtin = {
  licenseType: "FAMILY_VIP",
  expireDays: 0,
  user: { nickname: "admin" },
  builtin: true,
};

function setup(license: object = builtin, routes: Record<string, unknown> = {}) {
  let nickname = (license as { user: { nickname: string } }).user.nickname;
  const fetchMock = mockApi({
    "GET /api/auth/get_license_detail": () =>
      jsonResponse({ code: 0, message: "", data: { ...license, user: { nickname } } }),
    "GET /api/user/upload_nickname": (_init: RequestInit, url: URL) => {
      nickname = url.searchParams.get("nickname") ?? "";
      return jsonResponse({ code: 0, message: "昵称已修改", data: true });
    },
    "GET /api/auth/my_account": () => jsonResponse({ code: 0, data: { ...adminUser, nickname } }),
    ...routes,
  });
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: adminUser });
  const view = renderWithApp(<LicensePage />, { path: "/setting/license", store });
  return { fetchMock, view, store, user: userEvent.setup() };
}

describe("LicensePage", () => {
  it("greets, says the built-in backend needs no licence, and shows no price cards", async () => {
    setup();
    expect(screen.getByRole("heading", { name: "授权信息" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Hi, admin !" })).toBeInTheDocument();
    expect(screen.getByText(/当前使用内置后端，无需授权/)).toBeInTheDocument();
    // No price cards: nothing is bought or renewed for the built-in backend.
    expect(screen.queryByRole("region", { name: "授权方案" })).not.toBeInTheDocument();
    expect(screen.queryByText("¥299")).not.toBeInTheDocument();
    // Invitations need no licence: 发送邀请 stays reachable.
    expect(screen.getByRole("button", { name: "发送邀请" })).toBeEnabled();
  });

  it("shows an upstream's licence: days left, the current plan, invite", async () => {
    const { user, view } = setup({
      licenseType: "SubVIP",
      expireDays: 20,
      user: { nickname: "猫" },
    });
    expect(await screen.findByText("订阅授权还有20天过期")).toBeInTheDocument();
    expect(screen.getByText("¥299")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "升级" })).toHaveAttribute("target", "_blank");
    await user.click(screen.getByRole("button", { name: "发送邀请" }));
    expect(view.currentPath()).toBe("/user/invite-email");
  });

  it("marks the trial as current and disables 发送邀请 for a trial user", async () => {
    setup({ licenseType: "ExperienceUser", expireDays: 5, user: { nickname: "猫" } });
    expect(await screen.findByText("体验授权还有5天过期。")).toBeInTheDocument();
    expect(screen.getByText("当前选择")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "发送邀请" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "购买" })).toBeInTheDocument();
  });

  it("changes the nickname: greeting and signed-in user follow", async () => {
    const { user, store } = setup();
    await user.click(await screen.findByRole("button", { name: "修改昵称" }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByLabelText("昵称");
    expect(input).toHaveValue("admin");
    await user.clear(input);
    await user.tab();
    expect(await within(dialog).findByText("昵称不能为空")).toBeInTheDocument();
    await user.type(input, "  站长 ");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("heading", { name: "Hi, 站长 !" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(store.get(authAtom).user?.nickname).toBe("站长"));
    expect(await screen.findByText("昵称已修改")).toBeInTheDocument();
  });

  it("keeps the dialog open when the server refuses the name", async () => {
    const { user } = setup(builtin, {
      "GET /api/user/upload_nickname": { code: 1, message: "昵称不能包含控制字符" },
    });
    await user.click(await screen.findByRole("button", { name: "修改昵称" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("昵称"), "x");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("昵称不能包含控制字符");
  });
});
