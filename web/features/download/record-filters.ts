import type { RecordQuery } from "./api/record-list";

// The filters of /download/record live in the URL (?unknown=hide&status=1&type=TV&site=hdsky&user=2;
// tmdb=129 from a title's page), so a filtered view can be shared and survives a reload. 隐藏未识别
// is off unless unknown=hide: a download that could not be identified is shown (未能识别, with its
// reason) until the user hides it.

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
    hideUnknown: query.get("unknown") === "hide",
    status: query.get(KEYS.status) ?? "",
    type: query.get(KEYS.type) ?? "",
    site: query.get(KEYS.site) ?? "",
    user: query.get(KEYS.user) ?? "",
    tmdb: query.get(KEYS.tmdb) ?? "",
  };
}

export function writeFilters(query: URLSearchParams, f: RecordFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  if (f.hideUnknown) next.set("unknown", "hide");
  else next.delete("unknown");
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

type CatalogueEntry = { id: string; name: string };

/**
 * The 站点 filter's choices: only the sites the user has, configured in 站点管理 (by id) or
 * present in the records (record_dashboard counts them by the catalogue's name), and the one the
 * URL chose; in the catalogue's order. Not the whole catalogue of supported sites.
 */
export function recordSiteChoices(
  catalogue: readonly CatalogueEntry[],
  configuredIds: readonly string[],
  recordSiteNames: readonly string[],
  chosen: string,
): CatalogueEntry[] {
  const ids = new Set([...configuredIds, chosen]);
  const names = new Set(recordSiteNames);
  return catalogue.filter((c) => ids.has(c.id) || names.has(c.name));
}
