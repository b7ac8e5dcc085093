import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { AnalyzePage } from "./analyze-page";
import type { AnalyzeReport } from "./api/get-analyze";

// jsdom has no canvas: the lazily loaded Chart.js is replaced by a stub.
vi.mock("./chart-setup", () => ({
  Chart: class {
    destroy() {}
  },
}));

const report = (range: AnalyzeReport["range"]): AnalyzeReport => ({
  range,
  bucket: range === "12w" ? "week" : "day",
  buckets: ["2026-11-20", "2026-11-21"],
  activity: [
    { bucket: "2026-11-20", downloads: 2, filed: 0 },
    { bucket: "2026-11-21", downloads: 0, filed: 2 },
  ],
  sites: [{ site: "hdsky", downloads: 3, size_mb: 3100 }],
  traffic: [
    {
      site: "hdsky",
      points: [
        { bucket: "2026-11-20", upload_mb: 500, download_mb: 100, ratio: 2.5 },
        { bucket: "2026-11-21", upload_mb: 0, download_mb: 0, ratio: null },
      ],
    },
  ],
  sub_to_filed: { count: 2, median_hours: 42 },
  quality: [
    { name: "1080p", value: 2 },
    { name: "", value: 1 },
  ],
  groups: [{ name: "CHD", value: 2 }],
  subtitles: [{ name: "missing", value: 1 }],
});

/** The rows of a chart's table, each row's cells as text. */
function rows(chart: string): string[][] {
  const region = screen.getByRole("region", { name: chart });
  return within(region)
    .getAllByRole("row")
    .slice(1)
    .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent ?? ""));
}

describe("/movie/analyze — 趋势", () => {
  it("gives every chart a table with its numbers, and keeps the period in the URL", async () => {
    const asked: string[] = [];
    const view = renderSignedIn(<AnalyzePage />, "/movie/analyze?range=12w", {
      "GET /api/movie/analyze": (_init: RequestInit, url: URL) => {
        const range = url.searchParams.get("range") as AnalyzeReport["range"];
        asked.push(range);
        return jsonResponse({ code: 0, data: report(range) });
      },
    });
    await screen.findByRole("region", { name: "下载与入库" });
    expect(asked).toEqual(["12w"]);
    expect(rows("下载与入库")).toEqual([
      ["2026-11-20", "2", "0"],
      ["2026-11-21", "0", "2"],
    ]);
    expect(screen.getAllByRole("columnheader", { name: "周（起始日）" }).length).toBeGreaterThan(0);
    expect(rows("各站点下载量")).toEqual([["hdsky", "3.03 GB", "3"]]);
    expect(rows("各站点上传量")[0]).toEqual(["2026-11-20", "500.00 MB"]);
    expect(rows("各站点分享率")).toEqual([
      ["2026-11-20", "2.50"],
      ["2026-11-21", "—"],
    ]);
    expect(rows("画质分布")).toEqual([
      ["1080p", "2"],
      ["未知", "1"],
    ]);
    expect(rows("压制组排行")).toEqual([["CHD", "2"]]);
    expect(rows("入库影片的字幕")).toEqual([["缺字幕", "1"]]);
    const waits = screen.getByRole("region", { name: "订阅到入库" });
    expect(within(waits).getByText("中位数 42.0 小时")).toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = within(screen.getByRole("region", { name: "压制组排行" })).getByRole("button", {
      name: "显示表格",
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveTextContent("隐藏表格");

    await user.click(screen.getByRole("radio", { name: "近30天（按天）" }));
    await waitFor(() => expect(asked).toEqual(["12w", "30d"]));
    expect(view.location.history.at(-1)).toBe("/movie/analyze?range=30d");
  });
});
