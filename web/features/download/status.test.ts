import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { downloadStatus } from "./status";

describe("download status map", () => {
  const LL = zhLL();

  it("gives each code its label and colour (screens.md §0.3)", () => {
    expect([0, 1, 2, 3].map((code) => downloadStatus(LL, code))).toEqual([
      { label: "下载中", intent: "primary" },
      { label: "下载完成", intent: "success" },
      { label: "下载被删", intent: "danger" },
      { label: "未能识别", intent: "warning" },
    ]);
  });

  it("knows no other code", () => {
    expect(downloadStatus(LL, 4)).toBeUndefined();
    expect(downloadStatus(LL, "0")).toBeUndefined();
    expect(downloadStatus(LL, null)).toBeUndefined();
  });
});
