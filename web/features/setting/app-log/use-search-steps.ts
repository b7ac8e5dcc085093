import { useEffect, useState } from "react";
import type { LogView } from "./log-filter";

/**
 * The current search match (an index into view.matches). A new keyword
 * starts at the newest match, the one nearest the end of the log; stepping
 * wraps around. `reveal` scrolls a row position into view.
 */
export function useSearchSteps(
  view: LogView,
  pattern: RegExp | null,
  reveal: (row: number) => void,
) {
  const [current, setCurrent] = useState<number | null>(null);
  const total = view.matches.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keyword (or filter) jumps
  useEffect(() => {
    if (!pattern || view.matches.length === 0) {
      setCurrent(null);
      return;
    }
    const last = view.matches.length - 1;
    setCurrent(last);
    reveal(view.matches[last] ?? 0);
  }, [pattern]);

  // Rows filtered away: keep the index within the matches there are.
  const index = total === 0 ? null : current === null ? total - 1 : Math.min(current, total - 1);

  const step = (by: 1 | -1) => {
    if (total === 0) return;
    const next = index === null ? (by === 1 ? 0 : total - 1) : (index + by + total) % total;
    setCurrent(next);
    reveal(view.matches[next] ?? 0);
  };

  return { index, total, row: index === null ? null : (view.matches[index] ?? null), step };
}
