import type { SubRecord } from "../../components/media-card";

// The filters of /subscribe/*-index live in the URL (?status=0,3&area=…&cate=…),
// so a filtered view can be shared and survives a reload.

export const DEFAULT_STATUSES = ["0", "3"];

export type SubFilters = { status: string[]; area: string[]; cate: string[] };

const list = (raw: string | null) => (raw ? raw.split(",").filter(Boolean) : []);

/** No status in the URL means the default (订阅中 + 等待批准); "status=" means none chosen. */
export function readFilters(query: URLSearchParams): SubFilters {
  const status = query.get("status");
  return {
    status: status === null ? DEFAULT_STATUSES : list(status),
    area: list(query.get("area")),
    cate: list(query.get("cate")),
  };
}

export function writeFilters(query: URLSearchParams, filters: SubFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set("status", filters.status.join(","));
  for (const key of ["area", "cate"] as const) {
    if (filters[key].length > 0) next.set(key, filters[key].join(","));
    else next.delete(key);
  }
  return next;
}

const words = (raw: string | undefined) =>
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
  return true;
}
