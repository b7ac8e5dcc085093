import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { DialogFilter } from "../../filter-form/dialog-filter";
import type { MediaItem } from "../types";

/** api-contract §3.2 SubMode (TV only). */
export type SubMode = "Normal" | "EndedOnly" | "AnyNew";

export type SubscribeChoice = {
  /** A FilterName sentinel or a saved filter's name. */
  filterName: string;
  /** Chosen seasons' ids (Douban ids, or season numbers for a TMDB-only show). */
  seasonIds: string[];
  subMode?: SubMode | undefined;
  startEpisode?: number | undefined;
  /** 独立设置过滤器 (filterName system:newFilter): the subscription's own filter. */
  filterConfig?: DialogFilter | undefined;
};

/**
 * POST /api/subscribe/sub_douban for titles with a Douban id, else
 * POST /api/subscribe/sub_tmdb (contract C3) → a message to show.
 */
export function subscribe(item: MediaItem, choice: SubscribeChoice): Promise<Saved<unknown>> {
  const tv = item.type === "TV";
  const mode = tv
    ? {
        sub_mode: choice.subMode ?? "Normal",
        start_episode_number: choice.subMode === "AnyNew" ? (choice.startEpisode ?? 1) : undefined,
      }
    : {};
  const own = choice.filterConfig ? { filter_config: choice.filterConfig } : {};
  if (item.doubanId) {
    return postConfig("/api/subscribe/sub_douban", {
      id: item.doubanId,
      filter_name: choice.filterName,
      ...own,
      season_ids: choice.seasonIds,
      ...mode,
    });
  }
  return postConfig("/api/subscribe/sub_tmdb", {
    tmdb_id: item.tmdbId,
    media_type: item.type,
    season_numbers: choice.seasonIds.map(Number),
    filter_name: choice.filterName,
    ...own,
    ...mode,
  });
}
