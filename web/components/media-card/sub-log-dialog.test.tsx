import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { SubLogDialog } from "./sub-log-dialog";

// One run's log as server/subengine writes it: one line of each kind.
const LOG = [
  "2026-01-02 15:04:05 【新订阅搜索】《沙丘》(2021)",
  "站点 天空：失败，连接超时",
  "过滤器：自动选择（4K）；选种规则：压制优先",
  "✗ [天空] Dune.2021.720p — 分辨率 720p 不符合要求（2160p）",
  "✓ [天空] Dune.2021.2160p — 得分 80.0（分辨率 40）",
  "⬇ 选择 [天空] Dune.2021.2160p（得分 80.0），已提交到下载器 qb，保存到 /dl",
].join("\n");

describe("SubLogDialog", () => {
  it("shows the run's log in the highlighted viewer: dates muted, sections bold, lines by tone", async () => {
    mockApi({
      "GET /api/subscribe/get_sub_logs": {
        code: 0,
        data: [{ id: 5, time: "2026-01-02 15:04:05" }],
      },
      "GET /api/subscribe/get_sub_log_text": { code: 0, data: LOG },
    });
    renderWithApp(<SubLogDialog title="沙丘" subId={9} onClose={vi.fn()} />);
    const viewer = await screen.findByRole("region", { name: "日志内容" });
    expect(viewer).toHaveAttribute("tabindex", "0");
    expect(viewer.querySelector("pre")).not.toBeNull();
    expect(viewer.textContent).toBe(LOG);
    const lines = Array.from(viewer.querySelectorAll(".mr-log-line"));
    expect(lines.map((l) => l.className)).toEqual([
      "mr-log-line",
      "mr-log-line mr-log-line-failed",
      "mr-log-line",
      "mr-log-line mr-log-line-rejected",
      "mr-log-line mr-log-line-success",
      "mr-log-line mr-log-line-success",
    ]);
    expect(viewer.querySelector(".mr-log-time")).toHaveTextContent(/^2026-01-02 15:04:05$/);
    expect(viewer.querySelector(".mr-log-section")).toHaveTextContent(/^【新订阅搜索】$/);
  });
});
