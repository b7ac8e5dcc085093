import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { SubDetailPage } from "./detail-page";

const detail = {
  sub: {
    id: 4,
    douban_id: "35267208",
    tmdb_id: 108545,
    type: "TV",
    cn_name: "三体",
    release_year: 2023,
    season_index: 1,
    season_year: 2023,
    status: 0,
    filter_name: "system:newFilter",
    filter_config: JSON.stringify({ resolution: ["2160p"], has_cn: true, min_size: 0 }),
    sub_mode: "AnyNew",
    start_episode_number: 3,
    gmt_create: "2026-11-20 08:00:00",
  },
  progress: {
    next_run: "2026-11-25 09:00:00",
    last_run: "2026-11-24 09:00:00",
    total: 5,
    have: [3, 4],
    missing: [5],
    airing: true,
  },
  records: [
    {
      id: 11,
      torrent_name: "Three-Body.S01E04.2160p.WEB-DL",
      site_name: "mteam",
      site_title: "馒头",
      size_str: "3.2 GB",
      download_status: 1,
      gmt_create: "2026-11-24 09:01:00",
    },
  ],
  logs: [
    { id: 8, time: "2026-11-24 09:00:00" },
    { id: 7, time: "2026-11-23 09:00:00" },
  ],
};

describe("/subscribe/detail", () => {
  it("shows the status, own filter, runs, episodes, downloads and opens a run's log", async () => {
    mockApi({
      "GET /api/subscribe/get_sub_detail": { code: 0, data: detail },
      "GET /api/subscribe/get_sub_logs": { code: 0, data: detail.logs },
      "GET /api/subscribe/get_sub_log_text": (_init: RequestInit, url: URL) =>
        new Response(JSON.stringify({ code: 0, data: `run ${url.searchParams.get("log_id")}` })),
    });
    const user = userEvent.setup();
    renderWithApp(<SubDetailPage />, { path: "/subscribe/detail?id=4" });
    expect(await screen.findByRole("link", { name: "三体" })).toHaveAttribute(
      "href",
      "/media/detail?douban_id=35267208&from=%2Fsubscribe%2Fdetail%3Fid%3D4",
    );
    const facts = screen.getByRole("region", { name: "三体" });
    expect(within(facts).getByText("订阅中", { selector: "dd" })).toBeInTheDocument();
    expect(within(facts).getByText("第1季")).toBeInTheDocument();
    expect(within(facts).getByText("从指定集开始")).toBeInTheDocument();
    expect(within(facts).getByText("独立设置的过滤器")).toBeInTheDocument();
    expect(within(facts).getByText("分辨率：2160p")).toBeInTheDocument();
    expect(within(facts).getByText("必须有中文字幕")).toBeInTheDocument();
    const runs = screen.getByRole("region", { name: "运行" });
    expect(within(runs).getByText("2026-11-25 09:00:00")).toBeInTheDocument();
    expect(within(runs).getByText(/全5集 · 已有 2 集 · 缺 1 集/)).toBeInTheDocument();
    const missing = within(runs).getByRole("list", { name: "缺 1 集" });
    expect(within(missing).getByText("第5集")).toBeInTheDocument();
    const records = screen.getByRole("region", { name: "下载记录" });
    expect(within(records).getByText("Three-Body.S01E04.2160p.WEB-DL")).toBeInTheDocument();
    expect(within(records).getByText("下载完成")).toBeInTheDocument();
    // The site by name, as the site list shows it, not its code.
    expect(within(records).getByText("馒头")).toBeInTheDocument();
    expect(within(records).queryByText("mteam")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "查看2026-11-23 09:00:00的日志" }));
    const dialog = await screen.findByRole("dialog", { name: "三体的订阅全息日志" });
    expect(await within(dialog).findByText("run 7")).toBeInTheDocument();
  });

  it("says so without an id, and shows the server's refusal", async () => {
    mockApi({
      "GET /api/subscribe/get_sub_detail": { code: 1, message: "订阅不存在或已被删除" },
    });
    const { unmount } = renderWithApp(<SubDetailPage />, { path: "/subscribe/detail" });
    expect(screen.getByText("地址中缺少订阅ID")).toBeInTheDocument();
    unmount();
    renderWithApp(<SubDetailPage />, { path: "/subscribe/detail?id=99" });
    expect(await screen.findByText(/订阅不存在或已被删除/)).toBeInTheDocument();
  });
});
