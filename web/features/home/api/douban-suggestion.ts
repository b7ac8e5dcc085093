import { infiniteQueryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One item of the 推荐 feed (api-contract §2.10 Suggestion). */
export type Suggestion = {
  id: string | number;
  title: string;
  year?: number | string;
  subtype?: string;
  poster_url?: string;
  url?: string;
  uri?: string;
  card_subtitle?: string;
  rating?: { value?: number | null } | null;
  recommended_reason?: string | null;
};

export type SuggestionPage = { items: Suggestion[]; has_more: boolean; next_start: number };

/** GET /api/movie/douban_suggestion {start} → a page of the feed. */
export const suggestionQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["movie", "douban_suggestion"],
    queryFn: async ({ pageParam }) =>
      (await getConfig<SuggestionPage | null>("/api/movie/douban_suggestion", {
        start: pageParam,
      })) ?? { items: [], has_more: false, next_start: pageParam },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.next_start : undefined),
    staleTime: 10 * 60_000,
  });
