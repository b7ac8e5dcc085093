import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { postConfig } from "../../../lib/api/config-request";
import type { MediaType } from "../types";

/** What a title is for the signed-in user (server/holdings); "" = none of these. */
export type TitleState = "pending" | "subscribed" | "downloading" | "in_library";

export type TitleKey = { douban_id?: string; tmdb_id?: number; media_type: MediaType };

export const titleStatesQueryKey = ["movie", "title_states"] as const;

/**
 * POST /api/movie/title_states {items} → one state per item, in order: a whole
 * grid's cards in one request.
 */
export const titleStatesQueryOptions = (keys: TitleKey[]) =>
  queryOptions({
    queryKey: [...titleStatesQueryKey, keys],
    queryFn: async () =>
      (await postConfig<(TitleState | "")[]>("/api/movie/title_states", { items: keys })).data,
    enabled: keys.length > 0,
    // A grid that grows (更多) keeps its badges while the longer list is asked.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
