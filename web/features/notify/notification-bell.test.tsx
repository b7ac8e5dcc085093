import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, deferred, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { UNREAD_POLL_MS, unreadCountQueryOptions, unreadLive } from "./api/count-unread-sys-notify";
import { NotificationBell } from "./notification-bell";

const welcome = {
  id: 1,
  title: "欢迎使用 Movie Robot",
  message: "管理员账号已创建。",
  icon: "Notifications",
  type: "System",
  args: null,
  has_action: false,
  action_log: null,
  gmt_create: "2026-11-21 21:00:00",
};

describe("NotificationBell", () => {
  it("polls the unread count every 10 s, but not while the event stream is open", () => {
    expect(UNREAD_POLL_MS).toBe(10_000);
    const every = unreadCountQueryOptions().refetchInterval as () => number | false;
    expect(every()).toBe(10_000);
    unreadLive.on = true;
    expect(every()).toBe(false);
    unreadLive.on = false;
  });

  it("shows the unread count; a click lists the unread items and clears the badge", async () => {
    const user = userEvent.setup();
    const view = renderSignedIn(<NotificationBell />, "/home", {
      "GET /api/user/count_unread_sys_notify": { code: 0, data: 2 },
      "GET /api/user/get_unread_sys_notify": {
        code: 0,
        data: [welcome, { ...welcome, id: 2, title: "第二条", icon: "set:unknown" }],
      },
    });
    const bell = await screen.findByRole("button", { name: "通知消息（2条未读）" });
    const badge = () => document.querySelector(".mr-count-badge");
    expect(badge()).toHaveTextContent("2");
    await user.click(bell);
    expect(await screen.findByText("最近2条未读消息")).toBeInTheDocument();
    expect(screen.getByText("欢迎使用 Movie Robot")).toBeInTheDocument();
    expect(screen.getByText("第二条")).toBeInTheDocument();
    expect(screen.getAllByText("管理员账号已创建。")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "通知消息" })).toBeInTheDocument();
    expect(badge()).toBeNull();
    expect(callsTo(view.fetchMock, "GET /api/user/get_unread_sys_notify")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "查看所有消息" }));
    expect(view.currentPath()).toBe("/notify/list");
    await waitFor(() => expect(screen.queryByText("最近2条未读消息")).not.toBeInTheDocument());
  });

  it("keeps the focus while the list is on its way, and Esc gives it back to the bell", async () => {
    const user = userEvent.setup();
    const list = deferred<Response>();
    renderSignedIn(<NotificationBell />, "/home", {
      "GET /api/user/get_unread_sys_notify": () => list.promise,
    });
    // The stand-in first, then the popover's own target (loaded at the press).
    const bell = () => screen.getByRole("button", { name: "通知消息" });
    bell().focus();
    await user.keyboard("{Enter}");
    // Blueprint's `loading` would disable it: a disabled button loses the focus,
    // and the popover then gave it back to the page's body.
    await waitFor(() => expect(bell()).toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(bell()).toHaveFocus());
    expect(bell()).toBeEnabled();
    await user.keyboard("{Enter}"); // a second press while loading asks nothing more
    list.resolve(jsonResponse({ code: 0, data: [welcome] }));
    expect(await screen.findByText("最近1条未读消息")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("最近1条未读消息")).not.toBeInTheDocument());
    await waitFor(() => expect(bell()).toHaveFocus());
  });

  it("says 没有未读消息 when the list is empty", async () => {
    const user = userEvent.setup();
    renderSignedIn(<NotificationBell />, "/home", {
      "GET /api/user/get_unread_sys_notify": { code: 0, data: [] },
    });
    await user.click(screen.getByRole("button", { name: "通知消息" }));
    expect(await screen.findByText("没有未读消息")).toBeInTheDocument();
  });
});
