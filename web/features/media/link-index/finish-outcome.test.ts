import { describe, expect, it } from "vitest";
import { finishOutcome } from "./finish-outcome";

// Issue 28: 媒体整理 said a green "已经整理完毕" when every file failed.
describe("finishOutcome", () => {
  it("is green only when nothing failed", () => {
    expect(finishOutcome({ success_count: 3, failed_count: 0 })).toEqual({
      intent: "success",
      allFailed: false,
    });
  });
  it("warns when some files failed", () => {
    expect(finishOutcome({ success_count: 3, failed_count: 1 })).toEqual({
      intent: "warning",
      allFailed: false,
    });
  });
  it("is an error, not 整理完毕, when every file failed", () => {
    expect(finishOutcome({ success_count: 0, failed_count: 4 })).toEqual({
      intent: "danger",
      allFailed: true,
    });
  });
  it("warns when the job stopped", () => {
    expect(finishOutcome({ success_count: 0, failed_count: 0, message: "已取消" }).intent).toBe(
      "warning",
    );
  });
});
