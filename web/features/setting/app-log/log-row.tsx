import { memo } from "react";
import { markSegments, matchRanges, tokenizeLine } from "../../../lib/log-tokens";
import type { RowLevel } from "./log-buffer";
import "../../../components/log-text.css";

export type LogRowProps = {
  text: string;
  level: RowLevel;
  pattern: RegExp | null;
  /** The search's current match: stands out from the other hits. */
  current: boolean;
  /** The text of a "lines not loaded" marker, given its count. */
  skippedText: (count: number) => string;
};

/**
 * One line of the log, coloured by its level and pieces. Memoised: while the
 * log grows, rows already on screen are not re-tokenised.
 */
export const LogRow = memo(function LogRow({
  text,
  level,
  pattern,
  current,
  skippedText,
}: LogRowProps) {
  if (level === "GAP") {
    return <div className="mr-log-row mr-log-gap">{skippedText(Number(text))}</div>;
  }
  const segments = markSegments(tokenizeLine(text), matchRanges(text, pattern));
  const className = `mr-log-row mr-log-${level.toLowerCase()}${current ? " mr-log-current" : ""}`;
  return (
    <div className={className}>
      {segments.map((seg, i) => {
        const cls = seg.kind === "plain" ? undefined : `mr-log-${seg.kind}`;
        // Pieces never move within a line: the index is a stable key.
        const key = i;
        return seg.mark ? (
          <mark key={key} className={cls}>
            {seg.text}
          </mark>
        ) : (
          <span key={key} className={cls}>
            {seg.text}
          </span>
        );
      })}
    </div>
  );
});
