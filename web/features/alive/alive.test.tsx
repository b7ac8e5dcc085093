import { onlineManager } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { connection } from "../../lib/connection";
import { PRELOAD_ERROR_EVENT, PRELOAD_RELOADED_KEY, pageReloader } from "../../lib/page-reload";
import { toast } from "../../lib/toaster";
import { ConnectionBanner } from "./connection-banner";
import { startConnectionMonitor, UP_POLL_MS } from "./connection-monitor";

let serverUp = true;
let build = "a";
const probe = vi.fn(async () => connection.report({ reachable: serverUp, build }));
let reload: MockInstance<() => void>;
let stop = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
});
afterEach(() => {
  stop();
  connection.reset();
  onlineManager.setOnline(true);
  sessionStorage.clear();
  vi.useRealTimers();
  serverUp = true;
  build = "a";
});

function mount() {
  const utils = renderWithApp(<ConnectionBanner />);
  const invalidate = vi.spyOn(utils.queryClient, "invalidateQueries");
  stop = startConnectionMonitor({ queryClient: utils.queryClient, probe });
  return { invalidate };
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("connection monitor and banner", () => {
  it("says the server is down, pauses queries, and refetches once it is back", async () => {
    const { invalidate } = mount();
    await advance(UP_POLL_MS);
    expect(screen.queryByText("无法连接到服务器，正在重试…")).toBeNull();
    serverUp = false;
    await advance(UP_POLL_MS); // one failure, then a quick second look
    await advance(1000);
    expect(screen.getByText("无法连接到服务器，正在重试…")).toBeInTheDocument();
    expect(onlineManager.isOnline()).toBe(false);
    expect(await toast.error("保存失败")).toBe(""); // no toasts while down
    serverUp = true;
    await advance(5000);
    expect(screen.queryByText("无法连接到服务器，正在重试…")).toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ refetchType: "active" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers a reload when another build answers", async () => {
    mount();
    await advance(UP_POLL_MS);
    build = "b";
    await advance(UP_POLL_MS);
    expect(screen.getByText("控制台已更新到新版本。")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "重新载入" }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once for a missing chunk, then offers the reload instead of failing", async () => {
    mount();
    const fail = () => {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true });
      expect(window.dispatchEvent(event)).toBe(false); // handled here, not by the 500 screen
    };
    fail();
    await advance(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PRELOAD_RELOADED_KEY)).toBe("1");
    fail();
    await advance(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText("控制台已更新到新版本。")).toBeInTheDocument();
  });
});
