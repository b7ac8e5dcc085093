import {
  type MediaItem,
  mediaTypeOf,
  ratingOf,
  type SeasonChoice,
  subStatusOf,
} from "../../components/media-card";
import type { MediaDetail } from "../../components/media-card/api/media-detail";

/**
 * The detail as a card item, for the subscribe and delete dialogs. A Douban
 * title's seasons are chosen by their Douban ids (only offered when every
 * season has one); a TMDB-only title's by number.
 */
export function itemOfDetail(d: MediaDetail): MediaItem {
  const doubanId = d.douban_id ? String(d.douban_id) : undefined;
  const type = mediaTypeOf(d.type);
  const aired = (d.seasons ?? []).filter((s) => s.season_number > 0);
  let seasons: SeasonChoice[] | undefined;
  if (type === "TV" && aired.length > 0) {
    const choices = aired.map((s) => ({
      id: doubanId ? String(s.douban_id ?? "") : String(s.season_number),
      number: s.season_number,
      year: s.air_date?.slice(0, 4),
    }));
    seasons = choices.every((c) => c.id !== "") ? choices : undefined;
  }
  return {
    key: doubanId ? `douban:${doubanId}` : `tmdb:${type}:${d.tmdb_id ?? ""}`,
    doubanId,
    tmdbId: d.tmdb_id ?? undefined,
    type,
    title: d.title,
    year: d.year ?? undefined,
    posterUrl: d.poster_url,
    rating: ratingOf(d.rating),
    status: subStatusOf(d.status),
    subId: d.sub_id ?? undefined,
    seasons,
  };
}
