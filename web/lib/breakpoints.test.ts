import { describe, expect, it } from "vitest";
import {
  APP_BASE_FONT_SIZE,
  APP_BREAKPOINTS,
  APP_SPACING_UNIT,
  SIDEBAR_PERMANENT_MIN_WIDTH,
  STOCK_BREAKPOINTS,
  STOCK_SPACING_UNIT,
  upFrom,
} from "./breakpoints";

describe("breakpoints (seed §9)", () => {
  it("holds both sets exactly", () => {
    expect(APP_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 });
    expect([APP_BASE_FONT_SIZE, APP_SPACING_UNIT]).toEqual([13, 4]);
    expect(STOCK_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(STOCK_SPACING_UNIT).toBe(8);
  });

  it("puts the permanent sidebar at md (960 px)", () => {
    expect(SIDEBAR_PERMANENT_MIN_WIDTH).toBe(960);
    expect(upFrom("md")).toBe("(min-width: 960px)");
  });
});
