import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_TIMEOUT_MS, toast } from "./toaster";

afterEach(() => vi.useRealTimers());

// Blueprint spaces back-to-back toasts this far apart (not exported by its index).
const BLUEPRINT_QUEUE_MS = 50;

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe("toast", () => {
  it("shows each severity with its intent at the top centre", async () => {
    await toast.success("保存成功");
    void toast.error("保存失败");
    void toast.warning("注意");
    void toast.info("提示");
    const intentOf = (text: string) => screen.getByText(text).closest(".bp6-toast")?.className;
    await waitFor(() => expect(screen.getByText("提示")).toBeInTheDocument());
    expect(intentOf("保存成功")).toContain("bp6-intent-success");
    expect(intentOf("保存失败")).toContain("bp6-intent-danger");
    expect(intentOf("注意")).toContain("bp6-intent-warning");
    expect(intentOf("提示")).toContain("bp6-intent-primary");
    expect(document.querySelector(".bp6-toast-container")?.className).toContain(
      "bp6-toast-container-top",
    );
  });

  it("hides a message after 3500 ms", async () => {
    expect(TOAST_TIMEOUT_MS).toBe(3500);
    await toast.info("warm-up"); // the toaster itself exists from here on
    // Let Blueprint's queue timer (started on real timers) run out first;
    // timers fire in order, so this wait is not a race.
    await new Promise((resolve) => setTimeout(resolve, BLUEPRINT_QUEUE_MS * 2));
    vi.useFakeTimers();
    void toast.info("马上消失");
    await advance(100); // Blueprint spaces queued toasts a few ms apart
    expect(screen.getByText("马上消失")).toBeInTheDocument();
    await advance(TOAST_TIMEOUT_MS - 200);
    expect(screen.getByText("马上消失")).toBeInTheDocument();
    // The 3500 ms run out; then the exit transition plays and the toast is gone.
    await advance(200);
    await advance(1000);
    expect(screen.queryByText("马上消失")).not.toBeInTheDocument();
  });
});
