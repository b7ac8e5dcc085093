import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { DEFAULT_LOG_FLAGS, readLogFlags, withLogFlag } from "./log-flags";
import { useLogFlags } from "./use-log-flags";

describe("readLogFlags", () => {
  it("defaults: not full screen, follow and refresh on", () => {
    expect(readLogFlags(new URLSearchParams())).toEqual(DEFAULT_LOG_FLAGS);
  });

  it('reads "true"/"false" and ignores anything else', () => {
    expect(
      readLogFlags(new URLSearchParams("fullScreen=true&autoScroll=false&autoRefresh=false")),
    ).toEqual({ fullScreen: true, autoScroll: false, autoRefresh: false });
    expect(readLogFlags(new URLSearchParams("fullScreen=1&autoScroll=no&autoRefresh="))).toEqual(
      DEFAULT_LOG_FLAGS,
    );
  });
});

describe("withLogFlag", () => {
  it("writes one flag and keeps the other parameters", () => {
    const next = withLogFlag(new URLSearchParams("autoRefresh=false&x=1"), "autoScroll", false);
    expect(next.toString()).toBe("autoRefresh=false&x=1&autoScroll=false");
    expect(withLogFlag(next, "autoScroll", true).get("autoScroll")).toBe("true");
  });
});

describe("useLogFlags", () => {
  function setup(path: string) {
    const location = memoryLocation({ path, record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook}>{children}</Router>
    );
    return { location, ...renderHook(() => useLogFlags(), { wrapper }) };
  }

  it("reads the URL and pushes a history entry per change", () => {
    const { result, location } = setup("/setting/app-log?fullScreen=true");
    expect(result.current.flags.fullScreen).toBe(true);
    act(() => result.current.setFlag("autoRefresh", false));
    expect(result.current.flags.autoRefresh).toBe(false);
    expect(location.history).toEqual([
      "/setting/app-log?fullScreen=true",
      "/setting/app-log?fullScreen=true&autoRefresh=false",
    ]);
  });

  it("replaces the entry when asked, and does nothing for no change", () => {
    const { result, location } = setup("/setting/app-log");
    act(() => result.current.setFlag("autoScroll", true));
    expect(location.history).toEqual(["/setting/app-log"]);
    act(() => result.current.setFlag("autoScroll", false, { replace: true }));
    expect(location.history).toEqual(["/setting/app-log?autoScroll=false"]);
  });
});
