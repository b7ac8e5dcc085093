import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { toast } from "../../../lib/toaster";
import { TasksSection } from "./tasks-section";

const TASKS = [
  {
    name: "subscribe_listing",
    title: "读取站点最新种子并匹配全部订阅",
    running: false,
    runs: 3,
    last_start: "2026-11-24 08:00:00",
    last_end: "2026-11-24 08:00:05",
    next_run: "2026-11-24 08:15:05",
    last_error: "站点无法访问",
  },
  {
    name: "download_watch",
    title: "检查下载进度并整理完成的下载",
    running: true,
    runs: 9,
    last_start: "2026-11-24 08:01:00",
    last_end: "2026-11-24 08:00:30",
    next_run: "",
    last_error: "",
  },
  {
    name: "site_refresh",
    title: "刷新站点用户数据",
    running: false,
    runs: 0,
    last_start: "",
    last_end: "",
    next_run: "2026-11-24 09:00:00",
    last_error: "",
  },
];

describe("TasksSection (后台任务)", () => {
  it("says what each job is doing and runs one now", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const ran: string[] = [];
    renderSignedIn(<TasksSection />, "/setting/index", {
      "GET /api/task/list": { code: 0, data: TASKS },
      "GET /api/task/get_subscribe_config": { code: 0, data: { full_search: false } },
      "GET /api/task/run": (_init: RequestInit, url: URL) => {
        ran.push(url.searchParams.get("name") ?? "");
        return jsonResponse({ code: 0, message: "已开始运行：读取站点最新种子并匹配全部订阅" });
      },
    });
    const row = await screen.findByRole("button", {
      name: /^读取站点最新种子并匹配全部订阅.*立即运行$/,
    });
    const list = screen.getByRole("list", { name: "后台任务" });
    expect(list).toHaveTextContent("上次运行：2026-11-24 08:00:05，下次运行：2026-11-24 08:15:05");
    expect(list).toHaveTextContent("上次出错：站点无法访问");
    expect(list).toHaveTextContent("正在运行");
    expect(list).toHaveTextContent("还没有运行过，下次运行：2026-11-24 09:00:00");
    await user.click(row);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("已开始运行：读取站点最新种子并匹配全部订阅"),
    );
    expect(ran).toEqual(["subscribe_listing"]);
  });

  it("shows 每日全量搜索 as saved and saves it when flipped", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    let stored = true;
    const posted: unknown[] = [];
    renderSignedIn(<TasksSection />, "/setting/index", {
      "GET /api/task/list": { code: 0, data: TASKS },
      "GET /api/task/get_subscribe_config": () =>
        jsonResponse({ code: 0, data: { full_search: stored } }),
      "POST /api/task/set_full_search": (init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { enable: boolean };
        posted.push(body);
        stored = body.enable;
        return jsonResponse({ code: 0, message: stored ? "已开启" : "已关闭" });
      },
    });
    const toggle = await screen.findByRole("switch", { name: "开启每日全量搜索" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "每天在所有开启智能下载的站点上把每个进行中的订阅搜索一次，分散在一天中进行；默认关闭",
    );
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith("已关闭"));
    expect(posted).toEqual([{ enable: false }]);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith("已开启"));
    expect(posted).toEqual([{ enable: false }, { enable: true }]);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("leaves the switch off while the saved value is off", async () => {
    renderSignedIn(<TasksSection />, "/setting/index", {
      "GET /api/task/list": { code: 0, data: [] },
      "GET /api/task/get_subscribe_config": { code: 0, data: { full_search: false } },
    });
    expect(await screen.findByRole("switch", { name: "开启每日全量搜索" })).not.toBeChecked();
  });
});
