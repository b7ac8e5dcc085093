import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadZhTexts } from "../../tests/unit/i18n";
import TypesafeI18n from "../i18n/i18n-react";
import { toast } from "../lib/toaster";
import { useBusyAction } from "./use-busy-action";

const wrapper = ({ children }: { children: ReactNode }) => (
  <TypesafeI18n locale="zh">{children}</TypesafeI18n>
);

function setup(options?: Parameters<typeof useBusyAction>[0]) {
  loadZhTexts();
  const failed = vi.spyOn(toast, "error").mockResolvedValue("");
  const hook = renderHook(() => useBusyAction(options), { wrapper });
  return { hook, failed };
}

describe("useBusyAction", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is busy while the action runs and answers true when it worked", async () => {
    const { hook, failed } = setup();
    let finish: () => void = () => {};
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = hook.result.current.attempt(() => new Promise<void>((r) => (finish = r)));
    });
    expect(hook.result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(hook.result.current.busy).toBe(false);
    expect(failed).not.toHaveBeenCalled();
  });

  it("toasts a refusal in the server's words, or keeps it inline, or both", async () => {
    for (const show of ["toast", "inline", "both"] as const) {
      const { hook, failed } = setup({ show });
      await act(async () => {
        expect(
          await hook.result.current.attempt(() => Promise.reject(new Error("站点未登录"))),
        ).toBe(false);
      });
      expect(failed.mock.calls.length, show).toBe(show === "inline" ? 0 : 1);
      expect(hook.result.current.error, show).toBe(show === "toast" ? null : "站点未登录");
      expect(hook.result.current.busy).toBe(false);
      vi.restoreAllMocks();
    }
  });
});
