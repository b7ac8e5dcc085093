import { getConfig } from "../../../../lib/api/config-request";
import type { LogAnswer } from "../log-buffer";

/**
 * GET /api/common/get_log_lines {log_file, after_line}. The built-in server
 * answers {lines, total, reset} when after_line is given; an upstream may
 * ignore after_line and answer the tail as [str] or as one "\n"-joined str
 * (api-contract notes 21): all three are accepted.
 */
export async function fetchLogLines(logFile: string, afterLine: number): Promise<LogAnswer> {
  const data = await getConfig<unknown>("/api/common/get_log_lines", {
    log_file: logFile,
    after_line: afterLine,
  });
  return toLogAnswer(data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function toLogAnswer(data: unknown): LogAnswer {
  if (isRecord(data) && Array.isArray(data.lines) && typeof data.total === "number") {
    return {
      kind: "delta",
      lines: data.lines.map(String),
      total: data.total,
      reset: data.reset === true,
    };
  }
  if (Array.isArray(data)) return { kind: "snapshot", lines: data.map(String) };
  if (typeof data === "string") {
    const lines = data.split(/\r?\n/);
    // "a\nb\n" is two lines, not three.
    if (lines.at(-1) === "") lines.pop();
    return { kind: "snapshot", lines };
  }
  return { kind: "snapshot", lines: [] };
}
