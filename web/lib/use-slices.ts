import { startTransition, useEffect, useState } from "react";

/** Items rendered at once: more than a screenful of posters (7 × 4 at 1280 px) or record cards. */
export const FIRST_SLICE = 36;
/** Items per later slice, rendered as a transition (see useSlices). */
export const SLICE = 24;

type Handle = { cancel: () => void };

// Idle time when the browser offers it (Chromium), else the next macrotask;
// the timeout keeps a busy page from starving the rest of the list.
function whenIdle(fn: () => void): Handle {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 200 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(fn, 0);
  return { cancel: () => clearTimeout(id) };
}

/**
 * How many of `count` items to render now: the first screenful at once, then
 * the rest slice by slice when the browser is idle. A big grid (Top 250's
 * 250 posters) thus never blocks the main thread in one long task, and its
 * first screen shows as soon as the first slice is in. Items appended later
 * (a next page) arrive the same way. A slice renders as a transition: React
 * yields to the browser every few ms while it builds the slice, so even on a
 * slow phone (4× CPU) no slice is one long task, and a tap or key waits for
 * no slice.
 */
export function useSlices(count: number, first = FIRST_SLICE, step = SLICE): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= count) return;
    const handle = whenIdle(() => startTransition(() => setShown((n) => n + step)));
    return handle.cancel;
  }, [shown, count, step]);
  return Math.min(shown, count);
}
