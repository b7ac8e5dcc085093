import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { liveToken } from "../../../tests/unit/jwt";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { renderSignedIn, shellAppInfo } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { authAtom } from "../../state/auth";
import type { UserAccount } from "./api/get-user-list";
import { UserEditPage } from "./user-edit-page";
import { UserIndexPage } from "./user-index-page";

const profile = {
  douban_user: "",
  qywx_user: "",
  pushdeer_key: "",
  bark_url: "",
  telegram_user_id: "",
  score_rule_name: "compress",
  permission_category: ["Movie", "TV", "Documentary", "Anime", "Music", "AV"],
  approval_enable: false,
};
const admin: UserAccount = {
  id: 1,
  username: "admin",
  nickname: "管理员甲",
  role: 1,
  avatar: "",
  gmt_create: "",
  gmt_modified: "",
  ...profile,
};
const kid: UserAccount = {
  ...admin,
  id: 2,
  username: "kid",
  nickname: "小明",
  role: 2,
  bark_url: "https://bark.example/k",
};
const options = {
  code: 0,
  data: { qywx_user_list: [], douban_user_list: [], score_rule: ["compress", "collection"] },
};
const body = (fetchMock: Parameters<typeof callsTo>[0], key: string) =>
  callsTo(fetchMock, key).map((c) => JSON.parse(String(c.body)));

describe("/user/index", () => {
  it("lists every user with the contract's columns; the first admin has no delete", async () => {
    renderSignedIn(<UserIndexPage />, "/user/index", {
      "GET /api/user/get_user_list": { code: 0, data: [admin, kid] },
    });
    const table = await screen.findByRole("table", { name: "全部用户" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText("用户")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("已设置")).toBeInTheDocument(); // Bark
    // 选种规则 by its name, not its key (issue 28).
    expect(within(rows[2] as HTMLElement).getByText("压制优先")).toBeInTheDocument();
    expect(within(table).queryByText("compress")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "删除管理员甲" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "编辑小明" })).toHaveAttribute(
      "href",
      "/user/edit?op=edit&id=2",
    );
  });

  it("deletes a user only after a confirmation", async () => {
    const view = renderSignedIn(<UserIndexPage />, "/user/index", {
      "GET /api/user/get_user_list": { code: 0, data: [admin, kid] },
      "POST /api/user/delete_user": { code: 0, message: "用户已删除", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "删除小明" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除提示" });
    expect(body(view.fetchMock, "POST /api/user/delete_user")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() =>
      expect(body(view.fetchMock, "POST /api/user/delete_user")).toEqual([{ uid: 2 }]),
    );
  });
});

describe("/user/edit", () => {
  it("adds a user: checks the rules first, then registers and goes back to the list", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<UserEditPage />, "/user/edit?op=add", {
      "GET /api/user/get_user_options": options,
      "POST /api/user/register": { code: 0, message: "用户已添加", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "添加" }));
    expect(await screen.findByText("必须填写用户名")).toBeInTheDocument();
    expect(screen.getByText("必须填写密码")).toBeInTheDocument();
    // Issue 28: the password is masked, not shown as plain text.
    expect(screen.getByLabelText("密码")).toHaveAttribute("type", "password");
    expect(screen.getByRole("option", { name: "收藏优先" })).toHaveAttribute("value", "collection");
    await user.type(screen.getByLabelText("用户名"), "kid");
    await user.type(screen.getByLabelText("昵称"), "小明");
    await user.type(screen.getByLabelText("密码"), "123");
    await user.click(screen.getByRole("button", { name: "添加" }));
    expect(await screen.findByText("密码不能少于6位")).toBeInTheDocument();
    expect(body(view.fetchMock, "POST /api/user/register")).toHaveLength(0);
    await user.type(screen.getByLabelText("密码"), "456");
    await user.click(screen.getByLabelText("启用订阅审批（开启后该用户的订阅需要管理员批准）"));
    await user.click(screen.getByRole("button", { name: "添加" }));
    await waitFor(() => expect(body(view.fetchMock, "POST /api/user/register")).toHaveLength(1));
    const [sent] = body(view.fetchMock, "POST /api/user/register");
    expect(sent).toMatchObject({
      username: "kid",
      nickname: "小明",
      password: "123456",
      role: 2,
      approval_enable: true,
    });
    expect(sent.permission_category).toHaveLength(6);
    await waitFor(() => expect(view.currentPath()).toBe("/user/index"));
  });

  it("edits a user: values from get_user, an empty password keeps it, uid from the URL", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<UserEditPage />, "/user/edit?op=edit&id=2", {
      "GET /api/user/get_user_options": options,
      "GET /api/user/get_user": { code: 0, data: kid },
      "POST /api/user/update_user": { code: 0, message: "用户已保存", data: null },
    });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText("昵称");
    expect(nickname).toHaveValue("小明");
    expect(screen.getByLabelText("Bark推送URL")).toHaveValue("https://bark.example/k");
    await user.clear(nickname);
    await user.type(nickname, "小明明");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(body(view.fetchMock, "POST /api/user/update_user")).toHaveLength(1));
    expect(body(view.fetchMock, "POST /api/user/update_user")[0]).toMatchObject({
      uid: "2",
      nickname: "小明明",
      new_password: "",
      role: 2,
    });
  });

  it("uploads an avatar as multipart `file` and shows the new picture", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<UserEditPage />, "/user/edit?op=edit&id=2", {
      "GET /api/user/get_user_options": options,
      "GET /api/user/get_user": { code: 0, data: kid },
      "POST /api/user/upload_avatar": {
        code: 0,
        message: "头像已上传",
        data: "/user/avatar/2.png",
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "上传头像" });
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    expect(input).toHaveAttribute("accept", "image/*");
    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    const img = await screen.findByRole("img", { name: "小明的头像" });
    await waitFor(() => expect(img.getAttribute("src")).toMatch(/^\/user\/avatar\/2\.png\?t=\d+$/));
    const sent = callsTo(view.fetchMock, "POST /api/user/upload_avatar")[0]?.body;
    if (!(sent instanceof FormData)) throw new Error("not multipart");
    expect(sent.get("file")).toBeInstanceOf(File);
  });

  it("a family member edits only their own account, without the admin's fields or calls", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    localStorage.setItem("accessToken", liveToken());
    const fetchMock = mockApi({
      "GET /api/common/app": shellAppInfo,
      "GET /api/auth/my_account": { code: 0, data: { ...kid, role_name: "普通用户" } },
      "GET /api/user/count_unread_sys_notify": { code: 0, data: 0 },
      "GET /api/user/get_user_options": { code: 1, message: "需要管理员权限" },
      "GET /api/user/get_user": { code: 0, data: kid },
      "POST /api/user/update_user": { code: 0, message: "用户已保存", data: null },
    });
    const store = createStore();
    store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: kid });
    // Opened bare (the admin's 添加用户) or naming another account: their own.
    const view = renderWithApp(<UserEditPage />, { path: "/user/edit?op=edit&id=1", store });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText("昵称");
    expect(nickname).toHaveValue("小明");
    expect(screen.getByRole("heading", { level: 1, name: "编辑用户" })).toBeInTheDocument();
    expect(screen.queryByText("添加用户")).toBeNull();
    for (const label of ["角色", "启用订阅审批（开启后该用户的订阅需要管理员批准）"]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    // 用户管理 is named in the trail but is no link to a screen that refuses them.
    expect(screen.getByText("用户管理").closest("a")).toBeNull();
    await user.type(nickname, "明");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/user/update_user")).toHaveLength(1));
    expect(body(fetchMock, "POST /api/user/update_user")[0]).toMatchObject({ uid: "2" });
    expect(callsTo(fetchMock, "GET /api/user/get_user_options")).toHaveLength(0);
    await waitFor(() => expect(view.currentPath()).toBe("/home"));
  });
});
