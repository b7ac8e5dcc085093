import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { NotifyActionBlock, needsApproval, parseNotifyArgs } from "./notify-action-block";
import type { SysNotify } from "./types";

const base: SysNotify = { id: 7, title: "t", message: "有新的订阅请求", has_action: true };
const pending: SysNotify = {
  ...base,
  type: "SmartDownload",
  args: JSON.stringify({ sub_id: 42, approval_enable: true }),
};

describe("NotifyActionBlock (screens.md §S9)", () => {
  it("reads args as JSON text and ignores anything else", () => {
    expect(parseNotifyArgs('{"sub_id":1}')).toEqual({ sub_id: 1 });
    expect(parseNotifyArgs("not json")).toEqual({});
    expect(parseNotifyArgs(null)).toEqual({});
    expect(needsApproval(pending, null)).toBe(true);
    expect(needsApproval(pending, "已处理")).toBe(false);
    expect(needsApproval({ ...pending, type: "Other" }, null)).toBe(false);
  });

  it("shows a plain message, or the message with its action log", () => {
    const { unmount } = renderSignedIn(<NotifyActionBlock notify={base} />, "/");
    expect(screen.getByText("有新的订阅请求")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    renderSignedIn(<NotifyActionBlock notify={{ ...pending, action_log: "已同意" }} />, "/");
    expect(screen.getByText("有新的订阅请求(已同意)")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("approves a pending subscription and marks it 已处理", async () => {
    const view = renderSignedIn(<NotifyActionBlock notify={pending} />, "/", {
      "GET /api/subscribe/approved": { code: 0, message: "" },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "同意" }));
    expect(await screen.findByText("有新的订阅请求(已处理)")).toBeInTheDocument();
    const [call] = view.fetchMock.mock.calls.filter(([url]) => String(url).includes("approved"));
    expect(String(call?.[0])).toBe("/api/subscribe/approved?sub_id=42");
    expect(callsTo(view.fetchMock, "GET /api/subscribe/refuse")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "拒绝" })).not.toBeInTheDocument();
  });
});
