import { describe, expect, it, vi } from "vitest";
import { retryDelays, withRetry } from "./retry";

function failingTimes(n: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls++;
    if (calls <= n) throw new Error(`failure ${calls}`);
    return "ok";
  });
}

describe("withRetry", () => {
  const options = { retries: 5, initialDelayMs: 350 };

  it("doubles the wait from 350 ms over five retries", () => {
    expect(retryDelays(options)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("succeeds on the last allowed retry, having waited the whole schedule", async () => {
    const waits: number[] = [];
    const task = failingTimes(5);
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(withRetry(task, { ...options, sleep })).resolves.toBe("ok");
    expect(task).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("gives up after five retries with the last error", async () => {
    const task = failingTimes(99);
    await expect(withRetry(task, { ...options, sleep: async () => {} })).rejects.toThrow(
      "failure 6",
    );
    expect(task).toHaveBeenCalledTimes(6);
  });

  it("waits in real time with the default sleep", async () => {
    vi.useFakeTimers();
    const task = failingTimes(1);
    const result = withRetry(task, options);
    await vi.advanceTimersByTimeAsync(349);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("ok");
    vi.useRealTimers();
  });
});
