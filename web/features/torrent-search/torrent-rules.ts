import type { Torrent } from "./api/search-keyword";

/** The parts of a result's small rules line: its H&R rule, then the ids the site names. */
export type TorrentRules = { ratio?: number; hours?: number; ids: string[] };

export function torrentRules(t: Torrent): TorrentRules {
  const ids = [
    t.tmdb_id && `TMDB ${t.tmdb_id}`,
    t.tvdb_id && `TVDB ${t.tvdb_id}`,
    t.imdb_id && `IMDb ${t.imdb_id}`,
    t.douban_id && `豆瓣 ${t.douban_id}`,
  ].filter((x): x is string => Boolean(x));
  return {
    ratio: t.minimum_ratio > 0 ? t.minimum_ratio : undefined,
    // Hours, rounded up to one decimal: 129600 s → 36.
    hours:
      (t.minimum_seed_time ?? 0) > 0
        ? Math.ceil(((t.minimum_seed_time ?? 0) / 3600) * 10) / 10
        : undefined,
    ids,
  };
}
