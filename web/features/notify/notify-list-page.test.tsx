import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { NotifyListPage } from "./notify-list-page";
import type { SysNotify } from "./types";

const items: SysNotify[] = [
  {
    id: 2,
    title: "订阅审批",
    message: "用户 小明 订阅了 流浪地球",
    type: "SmartDownload",
    args: JSON.stringify({ sub_id: 9, approval_enable: true }),
    has_action: true,
    gmt_create: "2026-11-24 10:00:00",
  },
  {
    id: 1,
    title: "欢迎使用 Movie Robot",
    message: "管理员账号已创建。",
    gmt_create: "2026-11-23 09:00:00",
  },
];

describe("/notify/list", () => {
  it("lists every message newest first with its time and action block", async () => {
    renderSignedIn(<NotifyListPage />, "/notify/list", {
      "GET /api/user/get_all_sys_notify": { code: 0, data: items },
    });
    const list = await screen.findByRole("list", { name: "所有消息" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("订阅审批")).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByRole("button", { name: "同意" }),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("2026-11-23 09:00:00")).toBeInTheDocument();
  });

  it("says so when there is nothing, and cannot clear then", async () => {
    renderSignedIn(<NotifyListPage />, "/notify/list", {
      "GET /api/user/get_all_sys_notify": { code: 0, data: [] },
    });
    expect(await screen.findByText("没有任何消息")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "清空所有消息" })).toBeDisabled();
  });

  it("clears all messages only after a confirmation", async () => {
    let cleared = false;
    const view = renderSignedIn(<NotifyListPage />, "/notify/list", {
      "GET /api/user/get_all_sys_notify": () =>
        new Response(JSON.stringify({ code: 0, data: cleared ? [] : items })),
      "GET /api/user/clear_sys_notify": () => {
        cleared = true;
        return new Response(JSON.stringify({ code: 0, message: "已清空所有消息", data: null }));
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("list", { name: "所有消息" });
    await user.click(screen.getByRole("button", { name: "清空所有消息" }));
    const dialog = await screen.findByRole("alertdialog", { name: "操作提示" });
    expect(callsTo(view.fetchMock, "GET /api/user/clear_sys_notify")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "清空" }));
    expect(await screen.findByText("没有任何消息")).toBeInTheDocument();
    expect(callsTo(view.fetchMock, "GET /api/user/clear_sys_notify")).toHaveLength(1);
  });
});
