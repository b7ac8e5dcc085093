import { infiniteQueryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One title of the library (GET /api/library/titles). */
export type LibraryTitle = {
  id: number;
  type: "Movie" | "TV";
  name: string;
  year: number;
  tmdb_id: number;
  poster: string;
  /** 1 a version has subtitles, 0 none has, -1 unknown (filed only, or a series). */
  subs: 1 | 0 | -1;
  servers: string[];
  filed: boolean;
  added_at: string;
  qualities: string[];
  sites: string[];
  versions: number;
};

export type LibraryPage = {
  total: number;
  page: number;
  size: number;
  items: LibraryTitle[];
  qualities: string[];
  sites: string[];
};

/** The screen's filters, as they stand in the URL. */
export type LibraryFilter = {
  type: "" | "movie" | "tv";
  quality: string;
  site: string;
  missingSubs: boolean;
  q: string;
};

/** Titles per request: the grid and the table ask for the next page as their end nears. */
export const PAGE_SIZE = 200;

export const libraryTitlesKey = ["library", "titles"] as const;

export const libraryTitlesQueryOptions = (f: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: [...libraryTitlesKey, f],
    queryFn: ({ pageParam }) =>
      getConfig<LibraryPage>("/api/library/titles", {
        ...(f.type && { type: f.type }),
        ...(f.quality && { quality: f.quality }),
        ...(f.site && { site: f.site }),
        ...(f.missingSubs && { missing_subs: "1" }),
        ...(f.q && { q: f.q }),
        page: String(pageParam),
        size: String(PAGE_SIZE),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
