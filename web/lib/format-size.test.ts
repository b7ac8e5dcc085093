import { describe, expect, it } from "vitest";
import { formatSizeMb } from "./format-size";

describe("formatSizeMb", () => {
  it("climbs MB → GB → TB → PB", () => {
    expect(formatSizeMb(0)).toBe("0.00 MB");
    expect(formatSizeMb(512)).toBe("512.00 MB");
    expect(formatSizeMb(1024)).toBe("1.00 GB");
    expect(formatSizeMb(1536 * 1024)).toBe("1.50 TB");
    expect(formatSizeMb(2 * 1024 ** 3)).toBe("2.00 PB");
    expect(formatSizeMb(5000 * 1024 ** 3)).toBe("5000.00 PB");
  });

  it("keeps the sign and survives bad input", () => {
    expect(formatSizeMb(-2048)).toBe("-2.00 GB");
    expect(formatSizeMb(Number.NaN)).toBe("0.00 MB");
    expect(formatSizeMb(undefined)).toBe("0.00 MB");
  });
});
