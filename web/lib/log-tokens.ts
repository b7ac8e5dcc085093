// Splits one log line into coloured pieces and marks search hits. The app
// log (/setting/app-log) colours time, level, attribute keys and words that
// signal trouble; a subscription's 全息日志 (§S10) colours dates and
// 【section】 names, and each of its lines by what it reports (lineTone).
// Runs per line shown, so its cost does not grow with the file.

export type TokenKind = "plain" | "time" | "level" | "key" | "alert" | "section";
export type Segment = { text: string; kind: TokenKind; mark?: boolean };

// A timestamp at the start (other loggers) or slog's time= value.
const TIME = String.raw`(?<time>^\d{4}-\d{2}-\d{2}[T ][\d:.,+\-Z]+|(?<=(?:^|\s)time=)\S+)`;
// slog's key= (also time=, level=, msg=).
const KEY = String.raw`(?<key>(?<=^|\s)[A-Za-z_][\w.]*=)`;
const LEVEL = String.raw`(?<level>\b(?:CRITICAL|FATAL|ERROR|WARNING|WARN|INFO|DEBUG|TRACE)(?:[+-]\d+)?\b)`;
const ALERT = String.raw`(?<alert>\b(?:[Ee]rrors?|[Ff]ail(?:ed|ure|s)?|[Ee]xception|[Pp]anic|[Tt]imeout|[Tt]imed out|[Rr]efused|[Dd]enied)\b|失败|异常|错误|超时)`;
// 全息日志: a date (with its time) anywhere in the line; 【新订阅搜索】 and the like.
const DATE = String.raw`(?<date>\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?)`;
const SECTION = "(?<section>【[^】]*】)";

const APP_TOKEN = new RegExp([TIME, KEY, LEVEL, ALERT].join("|"), "g");
const SUB_TOKEN = new RegExp([DATE, SECTION].join("|"), "g");

/** Each named group's piece kind. */
const GROUPS: readonly (readonly [string, TokenKind])[] = [
  ["time", "time"],
  ["date", "time"],
  ["key", "key"],
  ["level", "level"],
  ["alert", "alert"],
  ["section", "section"],
];

function tokenize(line: string, token: RegExp): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of line.matchAll(token)) {
    const kind = GROUPS.find(([group]) => m.groups?.[group] !== undefined)?.[1] ?? "plain";
    if (m.index > at) out.push({ text: line.slice(at, m.index), kind: "plain" });
    out.push({ text: m[0], kind });
    at = m.index + m[0].length;
  }
  if (at < line.length || out.length === 0) out.push({ text: line.slice(at), kind: "plain" });
  return out;
}

/** An app log line's pieces. */
export function tokenizeLine(line: string): Segment[] {
  return tokenize(line, APP_TOKEN);
}

/** A 全息日志 line's pieces: dates and 【section】 names. */
export function tokenizeSubLogLine(line: string): Segment[] {
  return tokenize(line, SUB_TOKEN);
}

/** What a 全息日志 line reports as a whole; null for the rest. */
export type LineTone = "success" | "rejected" | "failed";

// server/subengine and server/customsub: ✗ <release> — <reason>, 跳过 …,
// 站点 X：失败，…, 运行出错：…, 提交下载失败 …, ✓ …得分, ⬇ …已提交到下载器,
// 已提交下载 …, ✔ …订阅完成. "失败0个" in a run's summary is no failure.
const LEADING_TIME = /^\d{4}-\d{2}-\d{2}[T ][\d:.,]+\s*/;
const FAILED =
  /失败(?![0０]个)|出错|错误|异常|超时|无法|无效|找不到|\b(?:errors?|fail(?:ed|ure|s)?|exception|panic|timeout)\b/i;
const REJECTED = /^[✗✘✕]|不符合|没有符合|跳过|拒绝|，但/;
const SUCCESS = /^[✓✔⬇]|已提交|开始下载|订阅完成|下载完成|^符合条件/;

export function lineTone(line: string): LineTone | null {
  const text = line.replace(LEADING_TIME, "");
  if (FAILED.test(text)) return "failed";
  if (REJECTED.test(text)) return "rejected";
  if (SUCCESS.test(text)) return "success";
  return null;
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
