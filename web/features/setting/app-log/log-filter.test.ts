import { describe, expect, it } from "vitest";
import type { RowLevel } from "./log-buffer";
import { type LogFilter, scanView, searchPattern } from "./log-filter";
import type { LogLevel } from "./log-level";

const all = new Set<LogLevel>(["ERROR", "WARN", "INFO", "DEBUG"]);
const lines = ["3", "boot ok", "Disk FULL", "retry", "disk fine", "debug x"];
const levels: RowLevel[] = ["GAP", "INFO", "ERROR", "WARN", "INFO", "DEBUG"];
const filter = (over: Partial<LogFilter> = {}): LogFilter => ({
  levels: all,
  pattern: null,
  onlyMatches: false,
  ...over,
});

describe("searchPattern", () => {
  it("is literal and case-insensitive, null when blank", () => {
    expect(searchPattern("  ")).toBeNull();
    expect(searchPattern("a.b(")?.test("xA.B(y")).toBe(true);
    expect(searchPattern("a.b")?.test("axb")).toBe(false);
  });
});

describe("scanView", () => {
  it("shows every row, the gap marker included, with no filter", () => {
    expect(scanView(lines, levels, filter(), 0)).toEqual({ rows: [0, 1, 2, 3, 4, 5], matches: [] });
  });

  it("keeps only the chosen levels", () => {
    const view = scanView(lines, levels, filter({ levels: new Set(["ERROR", "WARN"]) }), 0);
    expect(view.rows).toEqual([0, 2, 3]);
  });

  it("finds matches (positions in the shown rows) without narrowing", () => {
    const view = scanView(lines, levels, filter({ pattern: searchPattern("disk") }), 0);
    expect(view.rows).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view.matches).toEqual([2, 4]);
  });

  it("narrows to the matches when asked, the gap marker left out", () => {
    const view = scanView(
      lines,
      levels,
      filter({ pattern: searchPattern("disk"), onlyMatches: true }),
      0,
    );
    expect(view).toEqual({ rows: [2, 4], matches: [0, 1] });
  });

  it("scans only the appended rows into an existing view", () => {
    const f = filter({ pattern: searchPattern("disk") });
    const view = scanView(lines.slice(0, 3), levels.slice(0, 3), f, 0);
    scanView(lines, levels, f, 3, view);
    expect(view).toEqual(scanView(lines, levels, f, 0));
  });
});
