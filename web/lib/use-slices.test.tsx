import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SLICE, SLICE, useSlices } from "./use-slices";

function List({ count }: { count: number }) {
  const shown = useSlices(count);
  return (
    <ul aria-label="list">
      {Array.from({ length: shown }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed test list
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

const rows = () => screen.getByRole("list", { name: "list" }).children.length;

// Each slice is scheduled by the effect of the one before: step through them.
async function allSlices() {
  for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersToNextTimerAsync());
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useSlices", () => {
  it("renders the first screenful at once and the rest one idle slice at a time", async () => {
    vi.useFakeTimers();
    render(<List count={250} />);
    expect(rows()).toBe(FIRST_SLICE);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(rows()).toBe(FIRST_SLICE + SLICE);
    await allSlices();
    expect(rows()).toBe(250);
  });

  it("renders a short list whole, and later items (a next page) in slices too", async () => {
    vi.useFakeTimers();
    const view = render(<List count={20} />);
    expect(rows()).toBe(20);
    view.rerender(<List count={200} />);
    expect(rows()).toBe(FIRST_SLICE);
    await allSlices();
    expect(rows()).toBe(200);
  });
});
