import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { adminUser, callsTo, jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { authAtom } from "../../../state/auth";
import { AccessKeyPage } from "./access-key-page";
import { keyPrefix } from "./access-key-row";

const KEY_A = "AAAAAAAAkey-one-0123456789012345678901234567";
const KEY_B = "BBBBBBBBkey-two-0123456789012345678901234567";
const USERS = {
  code: 0,
  data: [
    { id: 1, nickname: "站长", username: "admin", role: 1 },
    { id: 2, nickname: "小明", username: "ming", role: 2 },
  ],
};

function setup(routes: Record<string, unknown> = {}) {
  let keys = [
    { id: 1, access_key: KEY_A, nickname: "站长" },
    { id: 2, access_key: KEY_B, nickname: "小明" },
  ];
  const fetchMock = mockApi({
    "GET /api/auth/list_access_key": () => jsonResponse({ code: 0, data: keys }),
    "GET /api/user/get_user_list": USERS,
    "GET /api/auth/delete_access_key": (_init: RequestInit, url: URL) => {
      keys = keys.filter((k) => String(k.id) !== url.searchParams.get("id"));
      return jsonResponse({ code: 0, message: "API密钥已删除" });
    },
    "GET /api/auth/create_access_key": (_init: RequestInit, url: URL) => {
      keys = [
        ...keys,
        {
          id: 3,
          access_key: "CCCCCCCCnew",
          nickname: url.searchParams.get("bind_uid") === "2" ? "小明" : "站长",
        },
      ];
      return jsonResponse({ code: 0, message: "API密钥已创建", data: keys.at(-1) });
    },
    ...routes,
  });
  const store = createStore();
  store.set(authAtom, {
    isInitialized: true,
    isAuthenticated: true,
    user: { ...adminUser, id: 1 },
  });
  const view = renderWithApp(<AccessKeyPage />, { path: "/setting/access-key", store });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("AccessKeyPage", () => {
  it("lists each key with its bound user", async () => {
    setup();
    expect(screen.getByRole("heading", { name: "API密钥管理" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "API密钥" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(KEY_A);
    expect(items[0]).toHaveTextContent("绑定用户 站长");
    expect(
      within(items[1] as HTMLElement).getByRole("button", { name: `删除密钥 ${keyPrefix(KEY_B)}` }),
    ).toBeInTheDocument();
  });

  it("deletes only after a confirmation, then refetches", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole("button", { name: `删除密钥 ${keyPrefix(KEY_A)}` }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("立即失效");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(callsTo(fetchMock, "GET /api/auth/delete_access_key")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: `删除密钥 ${keyPrefix(KEY_A)}` }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "删除" }),
    );
    await waitFor(() => expect(screen.queryByText(KEY_A)).not.toBeInTheDocument());
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes("delete_access_key"),
    );
    expect(String(call?.[0])).toContain("id=1");
    expect(screen.getByText(KEY_B)).toBeInTheDocument();
  });

  it("creates a key for the chosen user (the signed-in one at first)", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole("button", { name: "新建API密钥" }));
    const dialog = await screen.findByRole("dialog");
    const select = await within(dialog).findByLabelText("绑定用户");
    expect(select).toHaveValue("1");
    expect(within(dialog).getByText("以什么身份使用这个密钥")).toBeInTheDocument();
    await user.selectOptions(select, "2");
    await user.click(within(dialog).getByRole("button", { name: "创建" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("CCCCCCCCnew")).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes("create_access_key"),
    );
    expect(String(call?.[0])).toContain("bind_uid=2");
  });

  it("keeps the dialog open and says why when creating is refused", async () => {
    const { user } = setup({
      "GET /api/auth/create_access_key": { code: 1, message: "用户不存在" },
    });
    await user.click(await screen.findByRole("button", { name: "新建API密钥" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("绑定用户");
    await user.click(within(dialog).getByRole("button", { name: "创建" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("用户不存在");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("copies a key to the clipboard", async () => {
    const { user } = setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const [copy] = await screen.findAllByRole("button", { name: "复制密钥" });
    await user.click(copy as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(KEY_A);
    expect(await screen.findByText("已复制到剪贴板")).toBeInTheDocument();
  });

  it("says so when there are no keys", async () => {
    setup({ "GET /api/auth/list_access_key": { code: 0, data: [] } });
    expect(await screen.findByText("还没有API密钥。")).toBeInTheDocument();
  });
});
