import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { RecordCard } from "./record-card";
import { sampleRecord } from "./test-records";

describe("RecordCard", () => {
  it("shows its status and chips without measuring any element's width", () => {
    mockApi({});
    const scrollWidth = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get");
    const clientWidth = vi.spyOn(HTMLElement.prototype, "clientWidth", "get");
    const offsetWidth = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get");
    const record = sampleRecord({
      id: 9,
      download_status: 1,
      media_source: "WEB-DL",
      resolution: "2160p",
      media_encoding: "x265",
    });
    renderWithApp(<RecordCard record={record} live={undefined} canEdit onAction={() => {}} />);
    for (const chip of ["WEB-DL", "2160p", "x265"])
      expect(screen.getByText(chip).closest(".bp6-tag")).toHaveClass("bp6-minimal", "bp6-round");
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(clientWidth).not.toHaveBeenCalled();
    expect(offsetWidth).not.toHaveBeenCalled();
  });
});

function card(over: Parameters<typeof sampleRecord>[0]) {
  renderWithApp(
    <RecordCard
      record={sampleRecord({ download_status: 1, ...over })}
      live={undefined}
      canEdit={false}
      onAction={vi.fn()}
    />,
  );
}

describe("download record card: subtitle tag", () => {
  it("shows 已有字幕 when the engine placed or found a Chinese subtitle", () => {
    card({ subtitle_state: { state: "have", reason: "已下载字幕：a.zh-cn.srt" } });
    const tag = screen.getByText("已有字幕");
    expect(tag.closest("[title]")?.getAttribute("title")).toBe("已下载字幕：a.zh-cn.srt");
  });

  it("shows 字幕下载中 and 已放弃字幕 with the reason", () => {
    card({ subtitle_state: { state: "waiting", reason: "第 1 次未找到字幕" } });
    expect(screen.getByText("字幕下载中")).toBeTruthy();
    card({
      id: 2,
      subtitle_state: { state: "gave_up", reason: "等待 4320 分钟仍未找到中文字幕，已放弃" },
    });
    const tag = screen.getByText("已放弃字幕");
    expect(tag.closest("[title]")?.getAttribute("title")).toContain("已放弃");
  });

  it("shows 无需字幕 for a title from an excluded area", () => {
    card({
      subtitle_state: { state: "skipped", reason: "产地为中国大陆（排除区域），无需中文字幕" },
    });
    expect(screen.getByText("无需字幕")).toBeTruthy();
  });

  it("shows no subtitle tag for a record the engine has not looked at", () => {
    card({});
    expect(screen.queryByText(/字幕/)).toBeNull();
  });
});

describe("download record card: an owed media server refresh", () => {
  it("says the library refresh failed and will be retried, with the reason", () => {
    card({ library_refresh: { reason: "通知客厅刷新媒体库失败：HTTP 502" } });
    const tag = screen.getByText("媒体库刷新失败，将重试");
    expect(tag.closest("[title]")?.getAttribute("title")).toBe(
      "媒体库刷新失败，将重试：通知客厅刷新媒体库失败：HTTP 502",
    );
    expect(tag.closest(".bp6-tag")).toHaveClass("bp6-intent-warning");
  });

  it("shows nothing once the retry succeeded (no library_refresh)", () => {
    card({});
    expect(screen.queryByText(/媒体库刷新/)).toBeNull();
  });
});
