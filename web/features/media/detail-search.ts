import { paths } from "../../lib/paths";

export type SearchTarget = {
  title: string;
  year?: number | string | undefined;
  tmdbId?: number | undefined;
  type: "Movie" | "TV";
  season?: number;
  episode?: number;
};

/**
 * 搜索资源 for a title (or one season or episode of it): the torrent search with
 * the title as keyword, the sites searched at once, and the year (movies),
 * season and episode as its filters; the TMDB id and type ride along.
 */
export function torrentSearchHref(t: SearchTarget): string {
  const q = new URLSearchParams({ keyword: t.title, searchSite: "true" });
  if (t.type === "Movie" && t.year) q.set("year", String(t.year));
  if (t.season) q.set("season", String(t.season));
  if (t.episode) q.set("episode", String(t.episode));
  if (t.tmdbId) {
    q.set("tmdb_id", String(t.tmdbId));
    q.set("media_type", t.type);
  }
  return `${paths.movie.search}?${q}`;
}
