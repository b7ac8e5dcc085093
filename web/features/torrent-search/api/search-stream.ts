import { type FailureReason, openStream } from "../../../lib/http";
import {
  type SearchAnswer,
  SearchFailure,
  type SearchRequest,
  searchKeyword,
  type Torrent,
} from "./search-keyword";

/** A site's state in a streamed search (server/ptsites/stream.go); pending: not finished yet. */
export type SiteState = "pending" | "ok" | "empty" | "slow" | "failed" | "skipped";

export type SiteStatus = {
  site_id: string;
  site_name: string;
  state: SiteState;
  elapsed_ms?: number;
  reason?: string;
  /** The site reads its results page by page and more may follow: not finished yet. */
  more?: boolean;
  /** The last result page read (paged sites). */
  page?: number;
  /** The rows the site brought so far. */
  count?: number;
};

type Line =
  | { type: "start"; sites: { site_id: string; site_name: string }[]; deadline_ms: number }
  /**
   * page: the result page the rows are from; past 1, they add to the site's earlier rows.
   * more: the site reads on; a last line without it (no rows) says it is finished.
   */
  | ({ type: "site"; torrents: Torrent[] } & Omit<SiteStatus, "count">)
  | { type: "done"; summary?: Partial<SearchAnswer> };

/** Past the server's deadline by this much, the page stops waiting for the stream. */
const GRACE_MS = 15_000;

function emptyAnswer(): SearchAnswer {
  return {
    torrents: [],
    site_names: [],
    max_run_site_name: "",
    max_run_time: 0,
    run_timeout_names: [],
    site_errors: [],
    searched_names: [],
    sites: [],
    streaming: true,
  };
}

/** The answer with one more line of the stream (a new object: React sees the change). */
export function applyLine(a: SearchAnswer, line: Line): SearchAnswer {
  if (line.type === "start") {
    const sites = line.sites.map((s) => ({ ...s, state: "pending" as const }));
    return { ...a, sites, searched_names: sites.map((s) => s.site_name) };
  }
  if (line.type === "done") {
    const s = line.summary ?? {};
    return {
      ...a,
      max_run_site_name: s.max_run_site_name ?? a.max_run_site_name,
      max_run_time: s.max_run_time ?? a.max_run_time,
      streaming: false,
    };
  }
  const { type: _, torrents, ...rest } = line;
  const before = (a.sites ?? []).find((s) => s.site_id === rest.site_id);
  const status: SiteStatus = { ...rest, count: (before?.count ?? 0) + (torrents ?? []).length };
  const next = {
    ...a,
    sites: (a.sites ?? []).map((s) => (s.site_id === status.site_id ? status : s)),
  };
  const error = {
    site_id: status.site_id,
    site_name: status.site_name,
    reason: status.reason ?? "",
  };
  if (status.state === "ok" || status.state === "empty") {
    next.torrents = [...a.torrents, ...(torrents ?? [])];
    // A later page, or the end, of a site already counted: more rows, not another site.
    if (!before || before.state === "pending")
      next.site_names = [...a.site_names, status.site_name];
  } else {
    next.site_errors = [...a.site_errors, error];
    if (status.state === "slow")
      next.run_timeout_names = [...a.run_timeout_names, status.site_name];
  }
  return next;
}

/**
 * GET /api/movie/search_stream: each site's results, state and time as it
 * finishes (onPartial gets the answer so far), the whole bounded by the
 * server's deadline. A kept answer (cache), or a server without the stream
 * (proxy mode: the original backend), is search_keyword's whole answer.
 */
export async function searchStream(
  req: SearchRequest,
  onPartial: (answer: SearchAnswer) => void,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  if (req.cache) return searchKeyword(req);
  const res = await openStream(
    "/api/movie/search_stream",
    { keyword: req.keyword, cates: req.cates, site_id: req.site_id, searchSite: true },
    signal,
  );
  const type = res.headers.get("Content-Type") ?? "";
  if (res.ok && type.startsWith("application/json")) {
    const body = (await res.json()) as { message?: string; reason?: FailureReason };
    throw new SearchFailure(body.message ?? "", body.reason);
  }
  if (!res.ok || !type.startsWith("application/x-ndjson") || !res.body) return searchKeyword(req);
  return readLines(res.body, onPartial);
}

async function readLines(
  body: ReadableStream<Uint8Array>,
  onPartial: (answer: SearchAnswer) => void,
): Promise<SearchAnswer> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let answer = emptyAnswer();
  let rest = "";
  let guard: ReturnType<typeof setTimeout> | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      for (const text of lines) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as Line;
        answer = applyLine(answer, line);
        if (line.type === "start") {
          guard = setTimeout(() => void reader.cancel(), line.deadline_ms + GRACE_MS);
        }
      }
      if (answer.streaming) onPartial(answer);
    }
  } finally {
    clearTimeout(guard);
  }
  // Cut short (the guard, a dropped connection): what is still out is 超时,
  // a site still reading pages keeps the pages it brought.
  for (const s of answer.sites ?? []) {
    const { count: _, ...site } = s;
    if (s.state === "pending")
      answer = applyLine(answer, { type: "site", ...site, state: "slow", torrents: [] });
    else if (s.more)
      answer = applyLine(answer, { type: "site", ...site, more: false, torrents: [] });
  }
  return { ...answer, streaming: false };
}
