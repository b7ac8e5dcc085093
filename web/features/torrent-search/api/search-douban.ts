import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../config/api/config-request";

/** DoubanMedia (api-contract §2.10); persons are left out of the 影片 section. */
export type DoubanMedia = {
  id: string;
  sub_id?: number;
  type: "Movie" | "TV" | "Person";
  cn_name: string;
  en_name?: string;
  poster_path?: string;
  desc?: string;
  rating?: number | string;
  release_year?: string | number;
  status?: number | null;
  url?: string;
  app_url?: string;
};

export const searchDoubanQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ["movie", "search_douban", keyword] as const,
    queryFn: async () =>
      (await getConfig<DoubanMedia[] | null>("/api/movie/search_douban", { keyword })) ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });
