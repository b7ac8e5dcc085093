import type { Intent } from "@blueprintjs/core";
import type { LibraryRow } from "./api/get-media-library";

export type SortColumn = "name" | "media" | "date" | "disc" | "type" | "status";
export type Sort = { column: SortColumn; desc: boolean };

/** The default sort of screens.md: status, descending. */
export const defaultSort: Sort = { column: "status", desc: true };

export const pageSizes = [5, 10, 25] as const;

function key(row: LibraryRow, column: SortColumn): string | number {
  const meta = row.recognition_result?.metadata;
  switch (column) {
    case "name":
      return row.name;
    case "media":
      return meta?.name ?? "";
    case "date":
      return meta?.release_date ?? "";
    case "disc":
      return row.disc_type;
    case "type":
      return meta?.media_type ?? "";
    case "status":
      return row.status;
  }
}

/** Rows in the table's order (stable: equal keys keep the server's path order). */
export function sortRows(rows: readonly LibraryRow[], sort: Sort): LibraryRow[] {
  const sign = sort.desc ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = key(a.row, sort.column);
      const y = key(b.row, sort.column);
      const c =
        typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y), "zh");
      return c !== 0 ? c * sign : a.i - b.i;
    })
    .map((x) => x.row);
}

/** LinkStatus → the tag's intent (api-contract §3.1). */
export function statusIntent(status: number): Intent {
  return (["primary", "none", "success", "danger"] as const)[status] ?? "warning";
}

/** "TMDBID或访问地址": an id, or a TMDB address that also names the type. */
export function parseTmdbInput(input: string): { id: string; kind?: "Movie" | "TV" } | null {
  const text = input.trim();
  if (text === "") return { id: "" };
  const url = /themoviedb\.org\/(movie|tv)\/(\d+)/.exec(text);
  if (url) return { id: url[2] ?? "", kind: url[1] === "tv" ? "TV" : "Movie" };
  return /^\d+$/.test(text) ? { id: text } : null;
}

/** The page of rows to show (page counts from 1; clamped). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((p - 1) * size, p * size), pages, page: p };
}
