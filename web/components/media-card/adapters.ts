import { type MediaItem, mediaTypeOf, ratingOf, type SeasonChoice, subStatusOf } from "./types";

// The server's list shapes (api-contract §2.10, §2.12, contract C3) → MediaItem.

/** What every list shape below names the same way. */
type ListedMedia = {
  type: string;
  cn_name?: string;
  en_name?: string;
  poster_path?: string;
  desc?: string;
  status?: unknown;
  url?: string;
};

/** DoubanMedia of search_douban and douban_rank_list. */
export type DoubanMedia = ListedMedia & {
  id: string | number;
  sub_id?: number | null;
  rating?: number | string | null;
  release_year?: number | string;
  season_year?: number | string | null;
  season_index?: number | null;
  app_url?: string;
  season?: { doubanId: string | number; seasonNumber: number; releaseYear?: number | string }[];
  comment?: string;
};

/** A card of movie/tmdb_trending (contract C3). */
export type TrendingMedia = ListedMedia & {
  id: string;
  tmdb_id: number;
  douban_id?: string | null;
  rating?: number | null;
  release_year?: number;
  sub_id?: number | null;
};

/** A record of subscribe/list. */
export type SubRecord = ListedMedia & {
  id: number;
  douban_id?: string | number | null;
  tmdb_id?: number | null;
  rating?: number | string | null;
  release_year?: number | string;
  season_index?: number | null;
  season_year?: number | string | null;
  genres?: string;
  area?: string;
};

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function seasonsOf(list: DoubanMedia["season"]): SeasonChoice[] | undefined {
  if (!list || list.length === 0) return undefined;
  return list.map((s) => ({ id: String(s.doubanId), number: s.seasonNumber, year: s.releaseYear }));
}

export function fromDoubanMedia(m: DoubanMedia): MediaItem {
  const doubanId = String(m.id);
  return {
    key: `douban:${doubanId}`,
    doubanId,
    type: mediaTypeOf(m.type),
    title: m.cn_name || m.en_name || doubanId,
    year: present(m.season_year) || present(m.release_year),
    seasonIndex: present(m.season_index),
    posterUrl: m.poster_path,
    rating: ratingOf(m.rating),
    status: subStatusOf(m.status),
    subId: present(m.sub_id),
    seasons: seasonsOf(m.season),
    url: m.url,
  };
}

export function fromTrending(m: TrendingMedia): MediaItem {
  const type = mediaTypeOf(m.type);
  return {
    key: `tmdb:${type}:${m.tmdb_id}`,
    doubanId: present(m.douban_id) || undefined,
    tmdbId: m.tmdb_id,
    type,
    title: m.cn_name || m.en_name || String(m.tmdb_id),
    year: present(m.release_year) || undefined,
    posterUrl: m.poster_path,
    rating: ratingOf(m.rating),
    status: subStatusOf(m.status),
    subId: present(m.sub_id),
    url: m.url,
  };
}

export function fromSubRecord(s: SubRecord): MediaItem {
  const doubanId = s.douban_id ? String(s.douban_id) : undefined;
  return {
    key: `sub:${s.id}`,
    doubanId,
    tmdbId: present(s.tmdb_id),
    type: mediaTypeOf(s.type),
    title: s.cn_name || s.en_name || String(s.id),
    year: present(s.season_year) || present(s.release_year),
    seasonIndex: present(s.season_index),
    posterUrl: s.poster_path,
    rating: ratingOf(s.rating),
    status: subStatusOf(s.status),
    subId: s.id,
    url: s.url,
  };
}
