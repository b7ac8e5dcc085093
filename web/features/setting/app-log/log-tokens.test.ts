import { describe, expect, it } from "vitest";
import { searchPattern } from "./log-filter";
import { markSegments, matchRanges, tokenizeLine } from "./log-tokens";

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

describe("search marks", () => {
  it("finds every hit, case-insensitively", () => {
    expect(matchRanges("Disk disk DISK", searchPattern("disk"))).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
    ]);
    expect(matchRanges("abc", null)).toEqual([]);
  });

  it("cuts pieces at a hit's edges, even across pieces", () => {
    const line = "level=ERROR msg=x";
    const marked = markSegments(tokenizeLine(line), matchRanges(line, searchPattern("l=err")));
    expect(join(marked)).toBe(line);
    expect(marked.filter((s) => s.mark).map((s) => [s.text, s.kind])).toEqual([
      ["l=", "key"],
      ["ERR", "level"],
    ]);
  });
});
