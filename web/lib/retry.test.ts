import { describe, expect, it, vi } from "vitest";
import { ConfigRefusal } from "./api/config-request";
import { isRefusal, retryDelays, retryUnlessRefused, withRetry } from "./retry";

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

describe("retryUnlessRefused", () => {
  it("retries an ordinary failure three times, a throttled Douban included", () => {
    expect(retryUnlessRefused(0, new Error("豆瓣请求过于频繁，请稍后再试"))).toBe(true);
    const error = new Error("Something went wrong");
    expect([0, 1, 2, 3].map((n) => retryUnlessRefused(n, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    ["需要管理员权限 (code 1)", new Error("需要管理员权限")],
    ["需要管理员权限 body", { code: 1, message: "需要管理员权限" }],
    ["登录已失效", new Error("登录已失效，请重新登录")],
    ["HTTP 401", Object.defineProperty({ code: 1 }, "status", { value: 401 })],
    ["HTTP 403", Object.defineProperty({ code: 1 }, "status", { value: 403 })],
    ["no TMDB key", new ConfigRefusal("未设置TMDB API Key，请联系管理员设置", "setup")],
    ["a wrong TMDB key", new ConfigRefusal("TMDB API Key 无效", "setup")],
    ["no site to search (body)", { code: 1, message: "没有可搜索的站点：请先…", reason: "setup" }],
  ])("never retries a refusal: %s", (_, error) => {
    expect(isRefusal(error)).toBe(true);
    expect(retryUnlessRefused(0, error)).toBe(false);
  });

  it("knows a setting nobody filled in by the server's reason, not its words", () => {
    expect(isRefusal(new ConfigRefusal("TMDB 还没有设置好", "setup"))).toBe(true);
    expect(isRefusal(new ConfigRefusal("未设置TMDB API Key，请联系管理员设置"))).toBe(false);
  });
});
