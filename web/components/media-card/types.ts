import { paths } from "../../lib/paths";

// One shape for every poster card, whatever the source: Douban items
// (DoubanMedia), TMDB trending cards (contract C3) and subscription records.

/** api-contract §3.1: 0 订阅中 · 1 已完成 · 2 洗版中 · 3 等待批准; null = not subscribed. */
export type SubStatus = 0 | 1 | 2 | 3;
export type MediaType = "Movie" | "TV";

/** A season that can be chosen in the subscribe or delete dialog. */
export type SeasonChoice = {
  /** What the server takes: the season's Douban id, or its number for a TMDB-only show. */
  id: string;
  number: number;
  year?: number | string | undefined;
};

export type MediaItem = {
  /** Unique within one list. */
  key: string;
  doubanId?: string | undefined;
  tmdbId?: number | undefined;
  type: MediaType;
  title: string;
  year?: number | string | undefined;
  seasonIndex?: number | undefined;
  posterUrl?: string | undefined;
  /** Out of 10; null when the title has no rating yet. */
  rating: number | null;
  status: SubStatus | null;
  /** Set while a just-made change is shown: the status the server last sent. */
  serverStatus?: SubStatus | null | undefined;
  subId?: number | undefined;
  seasons?: SeasonChoice[] | undefined;
  /** Douban's or TMDB's page of the title. */
  url?: string | undefined;
};

/** "Movie", "movie", "TV", "tv" … → the two types the cards know. */
export function mediaTypeOf(raw: unknown): MediaType {
  return String(raw ?? "").toLowerCase() === "tv" ? "TV" : "Movie";
}

/** The status as sent, with the legacy "待审批" string read as 3. */
export function subStatusOf(raw: unknown): SubStatus | null {
  if (raw === "待审批") return 3;
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : null;
}

/** A rating of 0, "", or anything not a number means "暂无评分". */
export function ratingOf(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : Number.parseFloat(String(raw ?? ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Where a title's own page is: by Douban id when it has one, else by TMDB id;
 * `from` (the path and query of the screen linking to it) names the origin in
 * the page's breadcrumb.
 */
export function detailHref(
  item: Pick<MediaItem, "doubanId" | "tmdbId" | "type">,
  from?: string,
): string {
  const q = new URLSearchParams();
  if (item.doubanId) q.set("douban_id", item.doubanId);
  else {
    q.set("tmdb_id", String(item.tmdbId ?? ""));
    q.set("media_type", item.type);
  }
  if (from) q.set("from", from);
  return `${paths.media.detail}?${q}`;
}

/** Which title an item is, across lists (a subscription change shows on every card of it). */
export function identityOf(item: Pick<MediaItem, "doubanId" | "tmdbId" | "type">): string {
  return item.doubanId ? `douban:${item.doubanId}` : `tmdb:${item.type}:${item.tmdbId ?? ""}`;
}
