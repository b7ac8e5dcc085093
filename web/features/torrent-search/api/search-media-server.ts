import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type Stream = { display_title: string };
export type Streams = {
  video_codec?: string;
  video_resolution?: string;
  video_container?: string;
  audio_streams?: Stream[];
  subtitle_streams?: Stream[];
};
export type Episode = { id: string | number; index: number; name?: string; status: number };
export type Season = Streams & { index: number; poster_url?: string; sub_items?: Episode[] };
/** MSItem (api-contract §2.11): a media-server hit. */
export type MediaServerItem = Streams & {
  type: string;
  name: string;
  url?: string;
  tmdb_id?: number | string;
  backdrop_url?: string;
  poster_url?: string;
  next_episode_to_air?: { episode_index: number; air_date: string } | null;
  sub_items?: Season[];
};

export const searchMediaServerQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ["media", "search_by_keyword", keyword] as const,
    queryFn: async () =>
      (await getConfig<MediaServerItem[] | null>("/api/media/search_by_keyword", { keyword })) ??
      [],
    staleTime: 5 * 60_000,
    retry: false,
  });
