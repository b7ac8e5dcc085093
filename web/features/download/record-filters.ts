import type { RecordQuery } from "./api/record-list";

// The filters of /download/record live in the URL (?unknown=show&status=1&type=TV&site=hdsky&user=2;
// tmdb=129 from a title's page),
// so a filtered view can be shared and survives a reload. 隐藏未识别 is on unless unknown=show.

export type RecordFilters = {
  hideUnknown: boolean;
  status: string;
  type: string;
  site: string;
  user: string;
  tmdb: string;
};

const KEYS = { status: "status", type: "type", site: "site", user: "user", tmdb: "tmdb" } as const;

export function readFilters(query: URLSearchParams): RecordFilters {
  return {
    hideUnknown: query.get("unknown") !== "show",
    status: query.get(KEYS.status) ?? "",
    type: query.get(KEYS.type) ?? "",
    site: query.get(KEYS.site) ?? "",
    user: query.get(KEYS.user) ?? "",
    tmdb: query.get(KEYS.tmdb) ?? "",
  };
}

export function writeFilters(query: URLSearchParams, f: RecordFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  if (f.hideUnknown) next.delete("unknown");
  else next.set("unknown", "show");
  for (const key of ["status", "type", "site", "user", "tmdb"] as const) {
    if (f[key]) next.set(KEYS[key], f[key]);
    else next.delete(KEYS[key]);
  }
  return next;
}

/** The record_list parameters of the filters. */
export function toQuery(f: RecordFilters): RecordQuery {
  return {
    filter_unknown: f.hideUnknown,
    status: f.status,
    movie_type: f.type,
    site_name: f.site,
    user_id: f.user,
    tmdb_id: f.tmdb,
  };
}
