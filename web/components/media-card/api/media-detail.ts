import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** The answer of movie/media_detail (contract C3). */
export type MediaDetail = {
  douban_id?: string | null;
  tmdb_id?: number | null;
  imdb_id?: string | null;
  type: string;
  title: string;
  original_title?: string;
  year?: number | null;
  rating?: number | null;
  genres?: string[] | null;
  runtime?: number | null;
  overview?: string;
  poster_url?: string;
  backdrop_url?: string;
  cast?: { name: string; character?: string; profile_url?: string }[] | null;
  seasons?:
    | {
        season_number: number;
        name?: string;
        episode_count?: number;
        air_date?: string;
        douban_id?: string | null;
      }[]
    | null;
  links?: { douban?: string; tmdb?: string; imdb?: string } | null;
  status?: unknown;
  sub_id?: number | null;
};

/** Which title: by Douban id, or by TMDB id and type. */
export type DetailKey = {
  doubanId?: string | undefined;
  tmdbId?: number | undefined;
  type?: string;
};

/** GET /api/movie/media_detail ?douban_id= | ?tmdb_id=&media_type= (contract C3). */
export const mediaDetailQueryOptions = (key: DetailKey) =>
  queryOptions({
    queryKey: ["movie", "media_detail", key.doubanId ?? null, key.tmdbId ?? null, key.type ?? null],
    queryFn: () =>
      getConfig<MediaDetail>(
        "/api/movie/media_detail",
        key.doubanId ? { douban_id: key.doubanId } : { tmdb_id: key.tmdbId, media_type: key.type },
      ),
  });
