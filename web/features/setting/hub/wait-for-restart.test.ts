import { describe, expect, it, vi } from "vitest";
import { POLL_INTERVAL_MS, SETTLE_MS, SLOW_MS, waitForRestart } from "./wait-for-restart";

/** A fake clock that the fake sleep advances: no real time passes. */
function fakeTime() {
  let t = 0;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
  };
}

function probes(answers: boolean[], last: boolean) {
  const queue = [...answers];
  return vi.fn(async () => queue.shift() ?? last);
}

describe("waitForRestart", () => {
  it("is back once the app answers again after a gap", async () => {
    const time = fakeTime();
    const probe = probes([true, false, false, true], true);
    await expect(waitForRestart({ probe, ...time })).resolves.toBe(true);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it("an app that never stops answering counts as restarted after the settle time", async () => {
    const time = fakeTime();
    const probe = probes([], true);
    await expect(waitForRestart({ probe, ...time })).resolves.toBe(true);
    expect(time.now()).toBeGreaterThanOrEqual(SETTLE_MS);
    expect(probe).toHaveBeenCalledTimes(SETTLE_MS / POLL_INTERVAL_MS + 1);
  });

  it("says once that it is slow, and still waits for the app", async () => {
    const time = fakeTime();
    const onSlow = vi.fn();
    const downCount = SLOW_MS / POLL_INTERVAL_MS + 10;
    const probe = probes(Array(downCount).fill(false), true);
    await expect(waitForRestart({ probe, onSlow, ...time })).resolves.toBe(true);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it("stops when aborted", async () => {
    const time = fakeTime();
    const controller = new AbortController();
    const probe = vi.fn(async () => {
      controller.abort();
      return false;
    });
    await expect(waitForRestart({ probe, signal: controller.signal, ...time })).resolves.toBe(
      false,
    );
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
