import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeEventSource } from "../../../tests/unit/fake-event-source";
import { jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { setAuthToken } from "../../lib/http";
import { closeServerEvents } from "../../lib/server-events";
import type { DashboardSummary } from "./api/get-dashboard";
import { DashboardPage } from "./dashboard-page";
import { formatEta } from "./format";

const GB = 1024 ** 3;

const summary: DashboardSummary = {
  clients: {
    unavailable: false,
    data: [
      {
        name: "qb",
        type: "qbittorrent",
        available: true,
        free_bytes: 512 * GB,
        dl_speed: 2 * 1024 * 1024,
        downloading: [
          {
            hash: "ABC123",
            name: "The.Matrix.1999",
            progress: 0.25,
            dl_speed: 2 * 1024 * 1024,
            eta_seconds: 3720,
          },
        ],
      },
      {
        name: "tr",
        type: "transmission",
        available: false,
        reason: "响应超时",
        free_bytes: -1,
        dl_speed: 0,
        downloading: [],
      },
    ],
  },
  disks: {
    unavailable: false,
    data: {
      min_free_gb: 20,
      min_free_percent: 10,
      items: [
        {
          path: "/downloads",
          kind: "download",
          free_bytes: 5 * GB,
          total_bytes: 1000 * GB,
          low: true,
        },
        { path: "/media", kind: "media", free_bytes: 500 * GB, total_bytes: 1000 * GB, low: false },
      ],
    },
  },
  filed: {
    unavailable: false,
    data: [
      {
        id: 3,
        title: "流浪地球",
        year: 2019,
        type: "Movie",
        image_url: "/api/common/image?url=x",
        completed_at: "2026-11-25 10:00:00",
      },
    ],
  },
  subscriptions: { unavailable: false, data: { waiting: 1, searching: 4, done_week: 2 } },
  jobs: {
    unavailable: false,
    data: [
      { name: "health", title: "检查服务", running: false, next_run: "2026-11-26 12:01:00" },
      { name: "site_refresh", title: "刷新站点", running: true, next_run: "" },
    ],
  },
  sites: {
    unavailable: false,
    data: [{ site: "hdsky", alias: "天空", kind: "cookie", reason: "Cookie 已失效：请更新Cookie" }],
  },
  library: { unavailable: true, reason: "响应超时", data: null },
};

function tile(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

describe("/movie/default — 数据统计", () => {
  it("shows each tile's figures and links each to the screen acting on it", async () => {
    renderSignedIn(<DashboardPage />, "/movie/default", {
      "GET /api/movie/dashboard": { code: 0, data: summary },
    });
    await screen.findByRole("region", { name: "下载中" });

    const clients = tile("下载中");
    expect(within(clients).getByText("The.Matrix.1999")).toBeInTheDocument();
    expect(
      within(clients).getByRole("progressbar", { name: "The.Matrix.1999 下载进度" }),
    ).toHaveAttribute("value", "0.25");
    expect(within(clients).getByText(/剩余 1小时2分钟/)).toBeInTheDocument();
    expect(within(clients).getByText("不可用：响应超时")).toBeInTheDocument();
    expect(within(clients).getByRole("link", { name: "前往下载记录" })).toHaveAttribute(
      "href",
      "/download/record",
    );

    const disks = tile("磁盘空间");
    expect(within(disks).getByText("可用空间低于 20 GB 或 10% 时提示")).toBeInTheDocument();
    const low = within(disks).getByText("/downloads").closest("li") as HTMLElement;
    expect(within(low).getByText("空间不足")).toBeInTheDocument();
    const fine = within(disks).getByText("/media").closest("li") as HTMLElement;
    expect(within(fine).queryByText("空间不足")).toBeNull();
    expect(within(disks).getByRole("link", { name: "前往媒体路径设置" })).toHaveAttribute(
      "href",
      "/config/media-path",
    );

    const sites = tile("站点状态");
    expect(within(sites).getByText("天空")).toBeInTheDocument();
    expect(within(sites).getByText("Cookie 已失效")).toBeInTheDocument();
    expect(within(sites).getByRole("link")).toHaveAttribute("href", "/site/dashboard");
    expect(screen.getByRole("link", { name: "查看趋势图表" })).toHaveAttribute(
      "href",
      "/movie/analyze",
    );

    const subs = tile("订阅");
    expect(within(subs).getByText("订阅中").nextSibling).toHaveTextContent("4");
    expect(within(subs).getByText("本周完成").nextSibling).toHaveTextContent("2");

    const filed = tile("最近入库");
    expect(within(filed).getByText(/流浪地球/)).toBeInTheDocument();
    expect(filed.querySelector("img")?.getAttribute("src")).toBe("/api/common/image?url=x");

    expect(within(tile("媒体库")).getByText("不可用：响应超时")).toBeInTheDocument();
    const jobs = tile("后台任务");
    expect(within(jobs).getByText("下次 2026-11-26 12:01:00")).toBeInTheDocument();
    expect(within(jobs).getByText("运行中")).toBeInTheDocument();
  });
});

describe("数据统计 live", () => {
  afterEach(() => {
    closeServerEvents();
    setAuthToken(null);
    vi.unstubAllGlobals();
  });

  it("moves a bar from the event stream without asking again, and reads again when a download finishes", async () => {
    const streams = installFakeEventSource();
    setAuthToken("token");
    let asked = 0;
    renderSignedIn(<DashboardPage />, "/movie/default", {
      "GET /api/movie/dashboard": () => {
        asked++;
        return jsonResponse({ code: 0, data: summary });
      },
      "POST /api/common/events_ticket": { code: 0, data: { ticket: "t1" } },
    });
    const bar = await screen.findByRole("progressbar", { name: "The.Matrix.1999 下载进度" });
    await waitFor(() => expect(streams.all).toHaveLength(1));
    act(() => streams.last.open());
    act(() =>
      streams.last.emit("record", { uid: 1, refs: {}, data: { hash: "abc123", progress: 60 } }),
    );
    await waitFor(() => expect(bar).toHaveAttribute("value", "0.6"));
    expect(asked).toBe(1);
    act(() => streams.last.emit("completed", { uid: 1, refs: { record_id: 1 } }));
    await waitFor(() => expect(asked).toBe(2));
  });
});

describe("formatEta", () => {
  it("rounds to minutes with the unit words given", () => {
    const unit = { h: "h", m: "m" };
    expect(formatEta(20, unit)).toBe("1m");
    expect(formatEta(3600, unit)).toBe("1h");
    expect(formatEta(3720, unit)).toBe("1h2m");
  });
});
