import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type DoubanTags = { cate: string[]; area: string[] };

/** GET /api/common/douban_tag → Douban's genre and area tags. */
export const doubanTagQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "douban_tag"] as const,
    queryFn: async () =>
      (await getConfig<DoubanTags | null>("/api/common/douban_tag")) ?? { cate: [], area: [] },
    staleTime: Number.POSITIVE_INFINITY,
  });
