import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** The keys this version knows. */
export type ScraperFields = {
  generate_nfo: boolean;
  enable_download_image: boolean;
  use_cn_person_name: boolean;
  person_nfo_path: string;
  hd_poster: boolean;
  hd_background: boolean;
  /** "zh", "en" in priority order. */
  langs_priority: string[];
  /** Enabled sources ("FanArt", "TheMovieDB") in priority order. */
  image_source: string[];
  season_image_source: string[];
};

/** Keys this version does not know: sent back as they came. */
export type ScraperSetting = ScraperFields & { [key: string]: unknown };

export const scraperQueryKey = ["setting", "get_scraper"] as const;

/** GET /api/setting/get_scraper (全局刮削设置). */
export const scraperQueryOptions = () =>
  queryOptions({
    queryKey: scraperQueryKey,
    queryFn: () => getConfig<ScraperSetting>("/api/setting/get_scraper"),
  });
