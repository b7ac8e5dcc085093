import { lineTone, tokenizeSubLogLine } from "../lib/log-tokens";
import "./log-text.css";

export type LogTextProps = {
  text: string;
  /** The block's accessible name (it takes focus, so the keyboard can scroll it). */
  label: string;
  className?: string;
};

/**
 * A run's log (§S10 全息日志), highlighted: monospace with its line breaks,
 * dates muted, 【section】 names bold, and each line by what it reports —
 * succeeded green, rejected orange, failed red (lib/log-tokens lineTone).
 */
export function LogText({ text, label, className }: LogTextProps) {
  const lines = text.split(/\r?\n/);
  return (
    <section
      className={className ? `mr-log-text ${className}` : "mr-log-text"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
      tabIndex={0}
      aria-label={label}
    >
      <pre>
        {lines.map((line, i) => {
          const tone = lineTone(line);
          // Lines never move within a text: the index is a stable key.
          const key = i;
          return (
            <span key={key} className={tone ? `mr-log-line mr-log-line-${tone}` : "mr-log-line"}>
              <LinePieces line={line} />
              {i < lines.length - 1 && "\n"}
            </span>
          );
        })}
      </pre>
    </section>
  );
}

function LinePieces({ line }: { line: string }) {
  return tokenizeSubLogLine(line).map((seg, i) => {
    // Pieces never move within a line: the index is a stable key.
    const key = i;
    return seg.kind === "plain" ? (
      <span key={key}>{seg.text}</span>
    ) : (
      <span key={key} className={`mr-log-${seg.kind}`}>
        {seg.text}
      </span>
    );
  });
}
