import type { LibraryFilter } from "./api/get-titles";

export type LibraryView = "grid" | "table";

/** The screen's filters and view, read from the URL (?view=&type=&quality=&site=&missing_subs=&q=). */
export function filterOf(query: URLSearchParams): LibraryFilter {
  const type = query.get("type");
  return {
    type: type === "movie" || type === "tv" ? type : "",
    quality: query.get("quality") ?? "",
    site: query.get("site") ?? "",
    missingSubs: query.get("missing_subs") === "1",
    q: query.get("q") ?? "",
  };
}

export function viewOf(query: URLSearchParams): LibraryView {
  return query.get("view") === "table" ? "table" : "grid";
}

/** The query with key set to value, or without it when value is empty. */
export function withParam(query: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
