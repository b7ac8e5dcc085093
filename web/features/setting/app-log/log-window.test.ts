import { describe, expect, it } from "vitest";
import { isAtBottom, isAtTop, scrollTopFor, windowRange } from "./log-window";

describe("windowRange", () => {
  it("renders the rows in view plus the overscan, never past the ends", () => {
    expect(
      windowRange({ scrollTop: 0, viewportHeight: 100, count: 1000, rowHeight: 20, overscan: 2 }),
    ).toEqual({ start: 0, end: 7, offset: 0, totalHeight: 20_000 });
    expect(
      windowRange({
        scrollTop: 1000,
        viewportHeight: 100,
        count: 1000,
        rowHeight: 20,
        overscan: 2,
      }),
    ).toEqual({ start: 48, end: 57, offset: 960, totalHeight: 20_000 });
    expect(
      windowRange({
        scrollTop: 19_900,
        viewportHeight: 100,
        count: 1000,
        rowHeight: 20,
        overscan: 2,
      }),
    ).toEqual({ start: 993, end: 1000, offset: 19_860, totalHeight: 20_000 });
  });

  it("keeps the DOM small for 50,000 lines wherever the view is", () => {
    for (const scrollTop of [0, 123_457, 999_000]) {
      const r = windowRange({ scrollTop, viewportHeight: 900, count: 50_000 });
      expect(r.end - r.start).toBeLessThanOrEqual(Math.ceil(900 / 20) + 1 + 2 * 12);
      expect(r.totalHeight).toBe(1_000_000);
    }
  });

  it("copes with no rows, a scroll past the end and a negative bounce", () => {
    expect(windowRange({ scrollTop: 0, viewportHeight: 500, count: 0 })).toMatchObject({
      start: 0,
      end: 0,
      totalHeight: 0,
    });
    const past = windowRange({ scrollTop: 50_000, viewportHeight: 500, count: 10, rowHeight: 20 });
    expect(past.start).toBeLessThanOrEqual(past.end);
    expect(past.end).toBe(10);
    expect(
      windowRange({ scrollTop: -40, viewportHeight: 100, count: 100, rowHeight: 20, overscan: 0 })
        .start,
    ).toBe(0);
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
  it("leaves a row that is in view where it is", () => {
    expect(scrollTopFor(12, box, 20)).toBe(200);
  });
  it("centres a row out of view, within the scroll range", () => {
    expect(scrollTopFor(50, box, 20)).toBe(960);
    expect(scrollTopFor(0, box, 20)).toBe(0);
    expect(scrollTopFor(99, box, 20)).toBe(1900);
  });
});
