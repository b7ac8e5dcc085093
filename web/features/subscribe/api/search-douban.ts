import { queryOptions } from "@tanstack/react-query";
import { type DoubanMedia, fromDoubanMedia } from "../../../components/media-card/adapters";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/movie/search_douban {keyword} → [DoubanMedia] as cards. */
export const searchDoubanQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ["movie", "search_douban", keyword],
    queryFn: async () =>
      ((await getConfig<DoubanMedia[] | null>("/api/movie/search_douban", { keyword })) ?? []).map(
        fromDoubanMedia,
      ),
    enabled: keyword !== "",
  });
