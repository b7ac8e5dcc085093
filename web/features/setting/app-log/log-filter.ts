import type { RowLevel } from "./log-buffer";
import type { LogLevel } from "./log-level";

// Which rows the viewer shows for the chosen levels and search, and which of
// them match the search. Scanning can start part-way, so a poll that appended
// lines only scans those.

export type LogFilter = {
  levels: ReadonlySet<LogLevel>;
  /** From searchPattern; null when the search box is empty. */
  pattern: RegExp | null;
  /** Show only matching lines (with a pattern). */
  onlyMatches: boolean;
};

export type LogView = {
  /** Buffer indices of the rows shown, in order. */
  rows: number[];
  /** Positions in `rows` of the rows that match the search. */
  matches: number[];
};

export const emptyView = (): LogView => ({ rows: [], matches: [] });

/** Case-insensitive, the keyword taken literally (no regex syntax); null for a blank box. */
export function searchPattern(keyword: string): RegExp | null {
  const trimmed = keyword.trim();
  if (trimmed === "") return null;
  return new RegExp(trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
}

/** Adds the rows from index `from` of the buffer to `view` (mutated and returned). */
export function scanView(
  lines: readonly string[],
  levels: readonly RowLevel[],
  filter: LogFilter,
  from: number,
  view: LogView = emptyView(),
): LogView {
  const { pattern, onlyMatches } = filter;
  for (let i = from; i < lines.length; i++) {
    const level = levels[i];
    if (level === "GAP" || level === undefined) {
      // The "lines left out" marker belongs to the full listing only.
      if (!(pattern && onlyMatches)) view.rows.push(i);
      continue;
    }
    if (!filter.levels.has(level)) continue;
    const hit = pattern?.test(lines[i] ?? "") === true;
    if (onlyMatches && pattern && !hit) continue;
    if (hit) view.matches.push(view.rows.length);
    view.rows.push(i);
  }
  return view;
}
