import { useQuery } from "@tanstack/react-query";
import { mediaDetailQueryOptions } from "./api/media-detail";
import type { MediaItem, SeasonChoice } from "./types";

/** A TMDB-only show's seasons come from its detail; Douban items bring theirs along. */
export function useSeasons(item: MediaItem): { seasons?: SeasonChoice[]; loading: boolean } {
  const fetchSeasons = item.type === "TV" && !item.seasons && !item.doubanId && !!item.tmdbId;
  const detail = useQuery({
    ...mediaDetailQueryOptions({ tmdbId: item.tmdbId, type: item.type }),
    enabled: fetchSeasons,
  });
  if (!fetchSeasons) return { seasons: item.seasons, loading: false };
  const seasons = (detail.data?.seasons ?? [])
    .filter((s) => s.season_number > 0)
    .map((s) => ({
      id: String(s.season_number),
      number: s.season_number,
      year: s.air_date?.slice(0, 4),
    }));
  return { seasons: seasons.length > 0 ? seasons : undefined, loading: detail.isLoading };
}
