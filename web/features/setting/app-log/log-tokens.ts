// Splits one log line into coloured pieces (time, level, attribute keys,
// words that signal trouble) and marks the search hits. Runs for the visible
// rows only, so its cost does not grow with the file.

export type TokenKind = "plain" | "time" | "level" | "key" | "alert";
export type Segment = { text: string; kind: TokenKind; mark?: boolean };

const TOKEN = new RegExp(
  [
    // A timestamp at the start (other loggers) or slog's time= value.
    String.raw`(?<time>^\d{4}-\d{2}-\d{2}[T ][\d:.,+\-Z]+|(?<=(?:^|\s)time=)\S+)`,
    // slog's key= (also time=, level=, msg=).
    String.raw`(?<key>(?<=^|\s)[A-Za-z_][\w.]*=)`,
    String.raw`(?<level>\b(?:CRITICAL|FATAL|ERROR|WARNING|WARN|INFO|DEBUG|TRACE)(?:[+-]\d+)?\b)`,
    String.raw`(?<alert>\b(?:[Ee]rrors?|[Ff]ail(?:ed|ure|s)?|[Ee]xception|[Pp]anic|[Tt]imeout|[Tt]imed out|[Rr]efused|[Dd]enied)\b|失败|异常|错误|超时)`,
  ].join("|"),
  "g",
);

const KINDS: readonly TokenKind[] = ["time", "key", "level", "alert"];

export function tokenizeLine(line: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of line.matchAll(TOKEN)) {
    const kind = KINDS.find((k) => m.groups?.[k] !== undefined) ?? "plain";
    if (m.index > at) out.push({ text: line.slice(at, m.index), kind: "plain" });
    out.push({ text: m[0], kind });
    at = m.index + m[0].length;
  }
  if (at < line.length || out.length === 0) out.push({ text: line.slice(at), kind: "plain" });
  return out;
}

/** [start, end) of every hit of the (case-insensitive) pattern in the line. */
export function matchRanges(line: string, pattern: RegExp | null): [number, number][] {
  if (!pattern) return [];
  const global = new RegExp(pattern.source, "gi");
  return Array.from(line.matchAll(global), (m) => [m.index, m.index + m[0].length]);
}

/** The segments cut at the hits' edges, the pieces inside a hit marked. */
export function markSegments(segments: Segment[], ranges: [number, number][]): Segment[] {
  if (ranges.length === 0) return segments;
  const out: Segment[] = [];
  let offset = 0;
  for (const seg of segments) {
    const end = offset + seg.text.length;
    const cuts = new Set([offset, end]);
    for (const [a, b] of ranges) {
      if (a > offset && a < end) cuts.add(a);
      if (b > offset && b < end) cuts.add(b);
    }
    const points = [...cuts].sort((x, y) => x - y);
    for (let i = 0; i + 1 < points.length; i++) {
      const [a, b] = [points[i] ?? 0, points[i + 1] ?? 0];
      const mark = ranges.some(([s, e]) => a >= s && b <= e);
      out.push(
        mark
          ? { ...seg, text: seg.text.slice(a - offset, b - offset), mark }
          : { ...seg, text: seg.text.slice(a - offset, b - offset) },
      );
    }
    offset = end;
  }
  return out;
}
