import { queryOptions } from "@tanstack/react-query";
import { type DoubanMedia, fromDoubanMedia } from "../../../components/media-card/adapters";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/movie/douban_rank_list {type: a ranking key of §3.9} → [DoubanMedia] as cards. */
export const rankListQueryOptions = (type: string) =>
  queryOptions({
    queryKey: ["movie", "douban_rank_list", type],
    queryFn: async () =>
      ((await getConfig<DoubanMedia[] | null>("/api/movie/douban_rank_list", { type })) ?? []).map(
        fromDoubanMedia,
      ),
    staleTime: 5 * 60_000,
  });
