import type { SubRecord } from "../../components/media-card";

// The filters of /subscribe/*-index live in the URL (?status=0,3&area=…&cate=…&keyword=…),
// so a filtered view can be shared and survives a reload.

export const DEFAULT_STATUSES = ["0", "3"];

export type SubFilters = {
  status: string[];
  area: string[];
  cate: string[];
  /** Part of the Chinese or original name ("" = any). */
  keyword: string;
};

const list = (raw: string | null) => (raw ? raw.split(",").filter(Boolean) : []);

/** No status in the URL means the default (订阅中 + 等待批准); "status=" means none chosen. */
export function readFilters(query: URLSearchParams): SubFilters {
  const status = query.get("status");
  return {
    status: status === null ? DEFAULT_STATUSES : list(status),
    area: list(query.get("area")),
    cate: list(query.get("cate")),
    keyword: (query.get("keyword") ?? "").trim(),
  };
}

export function writeFilters(query: URLSearchParams, filters: SubFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set("status", filters.status.join(","));
  for (const key of ["area", "cate"] as const) {
    if (filters[key].length > 0) next.set(key, filters[key].join(","));
    else next.delete(key);
  }
  if (filters.keyword.trim()) next.set("keyword", filters.keyword.trim());
  else next.delete("keyword");
  return next;
}

export const words = (raw: string | undefined) =>
  (raw ?? "")
    .split(/[,，/]/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Any-match on each chosen dimension; an empty choice does not filter. */
export function matches(record: SubRecord, filters: SubFilters): boolean {
  if (filters.status.length > 0 && !filters.status.includes(String(record.status))) return false;
  const areas = words(record.area);
  if (filters.area.length > 0 && !filters.area.some((a) => areas.includes(a))) return false;
  const genres = words(record.genres);
  if (filters.cate.length > 0 && !filters.cate.some((c) => genres.includes(c))) return false;
  return hasKeyword(record, filters.keyword);
}

/** As the server's LIKE: part of either name, ASCII letters in any case. */
function hasKeyword(record: SubRecord, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return [record.cn_name, record.en_name].some((name) => name?.toLowerCase().includes(k));
}

/**
 * The choices of 区域 or 风格: the server's list (filter_options), then any
 * value the subscriptions carry that it lacks, so every record can be found.
 */
export function choicesOf(server: string[] | undefined, records: string[]): string[] {
  const all = [...(server ?? [])];
  for (const raw of records) {
    for (const word of words(raw)) if (!all.includes(word)) all.push(word);
  }
  return all;
}
