import { describe, expect, it } from "vitest";
import { RowHeights } from "./log-heights";
import {
  charsPerLine,
  estimateHeight,
  isAtBottom,
  isAtTop,
  rowAt,
  rowOffsets,
  scrollTopFor,
  windowRange,
} from "./log-window";

const even = (count: number, height = 20) => rowOffsets(count, () => height);

describe("windowRange", () => {
  it("renders the rows in view plus the overscan, never past the ends", () => {
    const offsets = even(1000);
    expect(windowRange({ scrollTop: 0, viewportHeight: 100, offsets, overscan: 2 })).toEqual({
      start: 0,
      end: 8,
      offset: 0,
      totalHeight: 20_000,
    });
    expect(windowRange({ scrollTop: 1000, viewportHeight: 100, offsets, overscan: 2 })).toEqual({
      start: 48,
      end: 58,
      offset: 960,
      totalHeight: 20_000,
    });
    expect(windowRange({ scrollTop: 19_900, viewportHeight: 100, offsets, overscan: 2 })).toEqual({
      start: 993,
      end: 1000,
      offset: 19_860,
      totalHeight: 20_000,
    });
  });

  it("finds the rows in view when long lines made some rows taller", () => {
    // Row 3 wraps to five lines (100 px): rows 0-2 at 0-60, row 3 at 60-160, row 4 at 160.
    const offsets = rowOffsets(100, (p) => (p === 3 ? 100 : 20));
    expect(rowAt(offsets, 59)).toBe(2);
    expect(rowAt(offsets, 60)).toBe(3);
    expect(rowAt(offsets, 159)).toBe(3);
    expect(rowAt(offsets, 160)).toBe(4);
    expect(windowRange({ scrollTop: 100, viewportHeight: 100, offsets, overscan: 0 })).toEqual({
      start: 3,
      end: 7,
      offset: 60,
      totalHeight: 2080,
    });
  });

  it("keeps the DOM small for 50,000 lines wherever the view is", () => {
    const offsets = even(50_000);
    for (const scrollTop of [0, 123_457, 999_000]) {
      const r = windowRange({ scrollTop, viewportHeight: 900, offsets });
      expect(r.end - r.start).toBeLessThanOrEqual(Math.ceil(900 / 20) + 2 + 2 * 12);
      expect(r.totalHeight).toBe(1_000_000);
    }
  });

  it("copes with no rows, a scroll past the end and a negative bounce", () => {
    expect(windowRange({ scrollTop: 0, viewportHeight: 500, offsets: even(0) })).toMatchObject({
      start: 0,
      end: 0,
      totalHeight: 0,
    });
    const past = windowRange({ scrollTop: 50_000, viewportHeight: 500, offsets: even(10) });
    expect(past.start).toBeLessThanOrEqual(past.end);
    expect(past.end).toBe(10);
    expect(
      windowRange({ scrollTop: -40, viewportHeight: 100, offsets: even(100), overscan: 0 }).start,
    ).toBe(0);
  });
});

describe("estimated heights", () => {
  it("counts the lines a text wraps to, wide characters as two columns", () => {
    expect(estimateHeight("", 40)).toBe(20);
    expect(estimateHeight("x".repeat(40), 40)).toBe(20);
    expect(estimateHeight("x".repeat(41), 40)).toBe(40);
    expect(estimateHeight("未能识别".repeat(10), 40)).toBe(40);
    expect(charsPerLine(390)).toBeGreaterThan(40);
    expect(charsPerLine(0)).toBe(1);
  });

  it("keeps measured heights until the width or the rows' indices change", () => {
    const h = new RowHeights();
    h.sync(0, 300);
    const long = "y".repeat(200);
    const guess = h.of(7, long, false);
    expect(guess).toBeGreaterThan(20);
    expect(h.measure(7, 100, long, false)).toBe(100 - guess);
    expect(h.of(7, long, false)).toBe(100);
    expect(h.measure(7, 100, long, false)).toBe(0);
    // Not laid out (a hidden box): nothing learnt.
    expect(h.measure(8, 0, "z", false)).toBe(0);
    expect(h.of(9, "gap", true)).toBe(20);
    expect(h.sync(0, 300)).toBe(false);
    expect(h.sync(0, 600)).toBe(true);
    expect(h.of(7, long, false)).toBeLessThan(100);
  });
});

describe("edges", () => {
  it("knows top and bottom within a few pixels", () => {
    expect(isAtTop({ scrollTop: 3, clientHeight: 100, scrollHeight: 1000 })).toBe(true);
    expect(isAtTop({ scrollTop: 30, clientHeight: 100, scrollHeight: 1000 })).toBe(false);
    expect(isAtBottom({ scrollTop: 899, clientHeight: 100, scrollHeight: 1000 })).toBe(true);
    expect(isAtBottom({ scrollTop: 850, clientHeight: 100, scrollHeight: 1000 })).toBe(false);
    expect(isAtBottom({ scrollTop: 0, clientHeight: 100, scrollHeight: 50 })).toBe(true);
  });
});

describe("scrollTopFor", () => {
  const box = { scrollTop: 200, clientHeight: 100, scrollHeight: 2000 };
  const offsets = even(100);
  it("leaves a row that is in view where it is", () => {
    expect(scrollTopFor(12, box, offsets)).toBe(200);
  });
  it("centres a row out of view, within the scroll range", () => {
    expect(scrollTopFor(50, box, offsets)).toBe(960);
    expect(scrollTopFor(0, box, offsets)).toBe(0);
    expect(scrollTopFor(99, box, offsets)).toBe(1900);
  });
  it("shows the top of a row taller than the view", () => {
    const tall = rowOffsets(100, (p) => (p === 50 ? 300 : 20));
    expect(scrollTopFor(50, { ...box, scrollHeight: 2280 }, tall)).toBe(1000);
  });
});
