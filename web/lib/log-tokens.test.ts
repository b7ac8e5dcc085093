import { describe, expect, it } from "vitest";
import {
  lineTone,
  markSegments,
  matchRanges,
  tokenizeLine,
  tokenizeSubLogLine,
} from "./log-tokens";

const join = (segs: { text: string }[]) => segs.map((s) => s.text).join("");

describe("tokenizeLine", () => {
  it("colours slog's time, keys and level", () => {
    const line =
      'time=2026-01-02T15:04:05.000+08:00 level=WARN msg="notification not delivered" channel=bark';
    const segs = tokenizeLine(line);
    expect(join(segs)).toBe(line);
    expect(segs.filter((s) => s.kind === "key").map((s) => s.text)).toEqual([
      "time=",
      "level=",
      "msg=",
      "channel=",
    ]);
    expect(segs.find((s) => s.kind === "time")?.text).toBe("2026-01-02T15:04:05.000+08:00");
    expect(segs.find((s) => s.kind === "level")?.text).toBe("WARN");
    expect(segs.some((s) => s.kind === "alert")).toBe(false);
  });

  it("flags words that signal trouble, in English and Chinese", () => {
    const segs = tokenizeLine("2023-02-11 10:36:53,139 - INFO - 下载失败: connection refused");
    expect(segs[0]).toEqual({ text: "2023-02-11 10:36:53,139", kind: "time" });
    expect(segs.filter((s) => s.kind === "alert").map((s) => s.text)).toEqual(["失败", "refused"]);
    expect(segs.find((s) => s.kind === "level")?.text).toBe("INFO");
  });

  it("gives an empty line one empty piece", () => {
    expect(tokenizeLine("")).toEqual([{ text: "", kind: "plain" }]);
  });
});

describe("全息日志 lines", () => {
  it("mutes dates and sets 【section】 names apart", () => {
    const line = "2026-01-02 15:04:05 【新订阅搜索】《沙丘》(2021)，上次 2025-12-30";
    const segs = tokenizeSubLogLine(line);
    expect(join(segs)).toBe(line);
    expect(segs.filter((s) => s.kind !== "plain").map((s) => [s.kind, s.text])).toEqual([
      ["time", "2026-01-02 15:04:05"],
      ["section", "【新订阅搜索】"],
      ["time", "2025-12-30"],
    ]);
    expect(tokenizeSubLogLine("站点 天空：失败，超时")).toEqual([
      { text: "站点 天空：失败，超时", kind: "plain" },
    ]);
  });

  it("tells the lines that succeeded, were rejected or failed", () => {
    const tones = {
      "✓ [天空] Dune.2021.1080p — 得分 80.0（分辨率 40）": "success",
      "⬇ 选择 [天空] Dune.2021.1080p（得分 80.0），已提交到下载器 qb，保存到 /dl": "success",
      "✔ 已下载并整理完成，订阅完成": "success",
      "已提交下载 [天空] The.Matrix.1999.1080p（/dl）": "success",
      "✗ [天空] Dune.2021.2160p — 分辨率 2160p 不符合要求（1080p）": "rejected",
      "跳过 [天空] The.Matrix.1999.2160p：分辨率 2160p 不符合要求": "rejected",
      "✘ [天空] Dune.2021.720p — 在种子黑名单中": "rejected",
      "站点 天空：失败，连接超时": "failed",
      "2026-01-02 15:04:05 运行出错：database is locked": "failed",
      "提交下载失败 [天空] Dune：下载器拒绝了这个种子": "failed",
      "运行结束：提交下载1个，失败2个": "failed",
      "运行结束：提交下载1个，失败0个": null,
      "2026-01-02 15:04:05 【完成检查】《沙丘》(2021)": null,
      "过滤器：自动选择（4K）；选种规则：压制优先": null,
      "站点 天空：12 条结果": null,
    } as const;
    for (const [line, tone] of Object.entries(tones)) expect(lineTone(line), line).toBe(tone);
  });
});

describe("search marks", () => {
  it("finds every hit, case-insensitively", () => {
    expect(matchRanges("Disk disk DISK", /disk/i)).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
    ]);
    expect(matchRanges("abc", null)).toEqual([]);
  });

  it("cuts pieces at a hit's edges, even across pieces", () => {
    const line = "level=ERROR msg=x";
    const marked = markSegments(tokenizeLine(line), matchRanges(line, /l=err/i));
    expect(join(marked)).toBe(line);
    expect(marked.filter((s) => s.mark).map((s) => [s.text, s.kind])).toEqual([
      ["l=", "key"],
      ["ERR", "level"],
    ]);
  });
});
