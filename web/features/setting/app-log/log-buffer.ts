import { type LogLevel, levelsOf } from "./log-level";

// The lines of the open log file, kept in plain arrays outside React state so
// a poll appends a few lines instead of rebuilding (and re-rendering) 50,000.

/** What one get_log_lines answer says, once its shape is known (api/get-log-lines.ts). */
export type LogAnswer =
  /** The built-in server with after_line: only the lines after the cursor. */
  | { kind: "delta"; lines: string[]; total: number; reset: boolean }
  /** An upstream that ignores after_line: the file's tail, every time. */
  | { kind: "snapshot"; lines: string[] };

/** A row is a line, or a marker for lines the server did not send (its count as text). */
export type RowLevel = LogLevel | "GAP";

export type ApplyResult = "append" | "replace" | "none";

/** Kept at most; older lines go in batches so row indices change rarely. */
export const MAX_KEPT_LINES = 100_000;
const TRIM_BATCH = 10_000;
/** Lines compared to find where a snapshot continues what we have. */
const OVERLAP_CHECK = 3;

export class LogBuffer {
  readonly lines: string[] = [];
  readonly levels: RowLevel[] = [];
  /** after_line for the next request: the server's line count of the file. */
  cursor = 0;
  /** Bumped whenever existing rows change index (replace, trim): views rebuild. */
  generation = 0;
  private lastLevel: LogLevel = "INFO";

  /**
   * Takes an answer to a request made with `requestedAfter`. An answer to a
   * request made before the previous answer arrived is dropped, so two polls
   * in flight never add the same lines twice.
   */
  apply(answer: LogAnswer, requestedAfter: number): ApplyResult {
    if (answer.kind === "snapshot") return this.merge(answer.lines);
    if (requestedAfter !== this.cursor) return "none";
    const skipped = answer.total - requestedAfter - answer.lines.length;
    if (answer.reset) {
      this.clear();
      this.push(answer.lines, answer.total - answer.lines.length);
      this.cursor = answer.total;
      return "replace";
    }
    this.cursor = answer.total;
    if (answer.lines.length === 0 && skipped <= 0) return "none";
    this.push(answer.lines, skipped);
    return "append";
  }

  /** A snapshot continues our rows after their last line, or replaces them. */
  private merge(snapshot: string[]): ApplyResult {
    const from = continuationIndex(this.lastTextLines(OVERLAP_CHECK), snapshot);
    if (from === null) {
      this.clear();
      this.push(snapshot, 0);
      return "replace";
    }
    if (from >= snapshot.length) return "none";
    this.push(snapshot.slice(from), 0);
    return "append";
  }

  private push(lines: string[], skippedBefore: number): void {
    if (skippedBefore > 0) {
      this.lines.push(String(skippedBefore));
      this.levels.push("GAP");
    }
    const levels = levelsOf(lines, this.lastLevel);
    for (let i = 0; i < lines.length; i++) {
      this.lines.push(lines[i] ?? "");
      this.levels.push(levels[i] ?? this.lastLevel);
    }
    this.lastLevel = levels.at(-1) ?? this.lastLevel;
    this.trim();
  }

  private trim(): void {
    if (this.lines.length <= MAX_KEPT_LINES) return;
    const drop = this.lines.length - MAX_KEPT_LINES + TRIM_BATCH;
    this.lines.splice(0, drop);
    this.levels.splice(0, drop);
    this.generation++;
  }

  private clear(): void {
    this.lines.length = 0;
    this.levels.length = 0;
    this.lastLevel = "INFO";
    this.generation++;
  }

  /** How many log lines are kept (gap markers not counted). */
  lineCount(): number {
    let gaps = 0;
    for (const level of this.levels) if (level === "GAP") gaps++;
    return this.lines.length - gaps;
  }

  /** The log lines without the gap markers. */
  textLines(): string[] {
    return this.lines.filter((_, i) => this.levels[i] !== "GAP");
  }

  /** The last `n` log lines (gap markers left out), oldest first. */
  private lastTextLines(n: number): string[] {
    const out: string[] = [];
    for (let i = this.lines.length - 1; i >= 0 && out.length < n; i--) {
      if (this.levels[i] !== "GAP") out.unshift(this.lines[i] ?? "");
    }
    return out;
  }
}

/**
 * Where `snapshot` goes on after `have`: the index after the last occurrence
 * of have's last line whose preceding lines match too; null when `have` is
 * empty or no such place exists (the file rotated or grew past the snapshot).
 */
export function continuationIndex(
  have: readonly string[],
  snapshot: readonly string[],
): number | null {
  if (have.length === 0) return null;
  const last = have.length - 1;
  const check = Math.min(OVERLAP_CHECK, have.length);
  for (let j = snapshot.length - 1; j >= 0; j--) {
    let k = 0;
    while (k < check && j - k >= 0 && snapshot[j - k] === have[last - k]) k++;
    // Matched `check` lines, or every line the snapshot has before j.
    if (k === check || (k > 0 && j - k < 0)) return j + 1;
  }
  return null;
}
