import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type LibraryStatus = "in_library" | "partial" | "none";

/** GET /api/movie/title_holdings (server/holdings): the household's copy of a title. */
export type TitleHoldings = {
  library: {
    status: LibraryStatus;
    servers: string[];
    filed: boolean;
    seasons: {
      season: number;
      status: LibraryStatus;
      episodes: number[];
      whole: boolean;
      total: number;
    }[];
    error?: string;
  };
  records: {
    id: number;
    name: string;
    site: string;
    status: 0 | 1 | 2 | 3;
    season?: number;
    episodes?: string;
    filed: boolean;
    reason?: string;
    created_at: string;
    completed_at?: string;
    sub_id?: number;
  }[];
  subscriptions: {
    id: number;
    uid: number;
    nickname: string;
    season?: number;
    status: 0 | 1 | 2 | 3;
    created_at: string;
  }[];
};

export type HoldingsKey = {
  tmdbId?: number | undefined;
  doubanId?: string | undefined;
  type: string;
};

export const titleHoldingsQueryOptions = (key: HoldingsKey) =>
  queryOptions({
    // Under movie/ like the statuses, so 订阅 / 删除 refresh it (subscription-state.ts).
    queryKey: ["movie", "title_holdings", key.tmdbId ?? null, key.doubanId ?? null, key.type],
    queryFn: () =>
      getConfig<TitleHoldings>("/api/movie/title_holdings", {
        media_type: key.type,
        ...(key.tmdbId && { tmdb_id: key.tmdbId }),
        ...(key.doubanId && { douban_id: key.doubanId }),
      }),
  });
