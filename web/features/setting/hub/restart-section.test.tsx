import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { pageReloader } from "../../../lib/page-reload";
import { toast } from "../../../lib/toaster";
import { RestartSection } from "./restart-section";

describe("RestartSection", () => {
  it("取消 leaves the app alone", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSignedIn(<RestartSection />, "/setting/index");
    await user.click(screen.getByRole("button", { name: "重启应用" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "操作提示" }));
    expect(dialog.getByText("确定要立即重新启动应用程序吗？")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "GET /api/common/restart_app")).toHaveLength(0);
  });

  it("确定 restarts, shows 重启中… until the app answers again, then reloads", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
    let probes = 0;
    renderSignedIn(<RestartSection />, "/setting/index", {
      "GET /api/common/restart_app": { code: 0, message: "正在重启…" },
      // Gone for one probe while the binary restarts, then back.
      "GET /api/common/app": () => {
        probes += 1;
        return probes === 1
          ? jsonResponse({ code: 1, message: "bad gateway" }, 502)
          : jsonResponse({ code: 0, data: { version: "1", menus: [] } });
      },
    });
    await user.click(screen.getByRole("button", { name: "重启应用" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "操作提示" }));
    await user.click(confirm.getByRole("button", { name: "确定" }));
    expect(await screen.findByRole("dialog", { name: "重启中…" })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith("正在重启…");
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(probes).toBe(2);
  });

  it("a refusal is toasted and nothing waits", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error").mockResolvedValue("");
    renderSignedIn(<RestartSection />, "/setting/index", {
      "GET /api/common/restart_app": { code: 1, message: "当前运行方式不支持自动重启，请手动重启" },
    });
    await user.click(screen.getByRole("button", { name: "重启应用" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "操作提示" }));
    await user.click(confirm.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("当前运行方式不支持自动重启，请手动重启"),
    );
    expect(screen.queryByRole("dialog", { name: "重启中…" })).not.toBeInTheDocument();
  });
});
