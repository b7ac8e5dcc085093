import { useMemo, useRef } from "react";
import type { LogBuffer } from "./log-buffer";
import { emptyView, type LogFilter, type LogView, scanView } from "./log-filter";

type Cache = {
  buffer: LogBuffer;
  filter: LogFilter;
  generation: number;
  scanned: number;
  view: LogView;
};

/**
 * The rows to show for `filter`. While the filter stays and the buffer only
 * grew, only the new lines are scanned; a new filter, a rotation or a trim
 * rescans everything (a few milliseconds for 100,000 lines).
 */
export function useLogView(buffer: LogBuffer, version: number, filter: LogFilter): LogView {
  const cache = useRef<Cache | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says the buffer (mutable) changed
  return useMemo(() => {
    const { lines, levels, generation } = buffer;
    const c = cache.current;
    const same =
      c &&
      c.buffer === buffer &&
      c.filter === filter &&
      c.generation === generation &&
      c.scanned <= lines.length;
    if (same && c) {
      scanView(lines, levels, filter, c.scanned, c.view);
      c.scanned = lines.length;
      // A new object, the same arrays: the list re-renders, nothing is copied.
      return { rows: c.view.rows, matches: c.view.matches };
    }
    const view = scanView(lines, levels, filter, 0, emptyView());
    cache.current = { buffer, filter, generation, scanned: lines.length, view };
    return { rows: view.rows, matches: view.matches };
  }, [buffer, version, filter]);
}
