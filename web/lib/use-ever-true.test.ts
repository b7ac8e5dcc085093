import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useEverTrue } from "./use-ever-true";

describe("useEverTrue", () => {
  it("is false until the value is first true, and true from then on", () => {
    const { result, rerender } = renderHook(({ open }) => useEverTrue(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
