import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type DoubanUser = { id: string; pull_time_range: number };
export type SaveRuleType = "movie" | "tv";
export type SaveRule = {
  type: SaveRuleType;
  cate: string[];
  area: string[];
  download_path: string;
  /** Not on the page; kept so saving does not drop it. */
  score_rule?: string;
};
export type DoubanWish = {
  default_score_rule: string;
  users: DoubanUser[];
  download_paths: SaveRule[];
};

export const doubanWishQueryKey = ["config", "get_douban"] as const;

/** GET /api/config/get_douban → the followed users and the save rules. */
export const doubanWishQueryOptions = () =>
  queryOptions({
    queryKey: doubanWishQueryKey,
    queryFn: () => getConfig<DoubanWish>("/api/config/get_douban"),
  });
