// Which level a log line belongs to, for the level filter and the colours.
// The built-in server writes slog's text format
//   time=2026-01-02T15:04:05.000+08:00 level=WARN msg="…" key=value
// (levels DEBUG/INFO/WARN/ERROR, possibly with an offset such as INFO+2).
// In proxy mode the lines come from the original backend's own logger, so a
// level word near the start of the line (Python logging's "- ERROR -",
// "[WARNING]", …) and JSON's "level":"info" are recognised too.

export const LOG_LEVELS = ["ERROR", "WARN", "INFO", "DEBUG"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SLOG_LEVEL = /(?:^|\s)level=(DEBUG|INFO|WARN|ERROR)(?:[+-]\d+)?(?=\s|$)/;
const JSON_LEVEL = /"level"\s*:\s*"(\w+)"/i;
// Upper case only: "info" inside a message is not a level.
const WORD_LEVEL = /\b(CRITICAL|FATAL|ERROR|WARNING|WARN|INFO|DEBUG|TRACE)\b/;
/** Where other loggers put the level: within the first characters (after the time). */
const HEAD_CHARS = 80;

const ALIASES: Record<string, LogLevel> = {
  CRITICAL: "ERROR",
  FATAL: "ERROR",
  ERROR: "ERROR",
  WARNING: "WARN",
  WARN: "WARN",
  INFO: "INFO",
  DEBUG: "DEBUG",
  TRACE: "DEBUG",
};

/** The level a line states, or null when it states none (a stack-trace line, say). */
export function detectLevel(line: string): LogLevel | null {
  const slog = SLOG_LEVEL.exec(line);
  if (slog) return slog[1] as LogLevel;
  const json = JSON_LEVEL.exec(line);
  if (json) return ALIASES[json[1]?.toUpperCase() ?? ""] ?? null;
  const word = WORD_LEVEL.exec(line.slice(0, HEAD_CHARS));
  return word ? (ALIASES[word[1] ?? ""] ?? null) : null;
}

/**
 * Levels of consecutive lines. A line that states none continues the record
 * before it (a traceback stays with its ERROR); before any record, INFO.
 */
export function levelsOf(lines: readonly string[], previous: LogLevel = "INFO"): LogLevel[] {
  const out: LogLevel[] = new Array(lines.length);
  let current = previous;
  for (let i = 0; i < lines.length; i++) {
    current = detectLevel(lines[i] ?? "") ?? current;
    out[i] = current;
  }
  return out;
}
