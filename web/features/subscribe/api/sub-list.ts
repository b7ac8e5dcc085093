import { infiniteQueryOptions } from "@tanstack/react-query";
import type { SubRecord } from "../../../components/media-card/adapters";
import type { MediaType } from "../../../components/media-card/types";
import { getConfig } from "../../../lib/api/config-request";
import { matches, type SubFilters, words } from "../sub-filters";

/** Subscriptions per request: the grid asks for the next page as its end nears. */
export const SUB_PAGE_SIZE = 60;

/** The paged answer (an addition of this server's: with page and size). */
type ServerPage = {
  total: number;
  page: number;
  size: number;
  items: SubRecord[];
  areas: string[];
  genres: string[];
};

/**
 * One page as the screen reads it. `whole` is a list answered at once (the
 * original backend in proxy mode ignores page and size): it is filtered
 * here, and has no next page.
 */
export type SubPage = ServerPage & { whole: boolean };

const distinctWords = (records: SubRecord[], key: "area" | "genres") => [
  ...new Set(records.flatMap((r) => words(r[key]))),
];

/** A whole list as one page, filtered as the server would have filtered it. */
export function wholePage(records: SubRecord[], filters: SubFilters): SubPage {
  const items = records.filter((r) => matches(r, filters));
  return {
    total: items.length,
    page: 1,
    size: items.length,
    items,
    areas: distinctWords(records, "area"),
    genres: distinctWords(records, "genres"),
    whole: true,
  };
}

/**
 * GET /api/subscribe/list {media_type, page, size, status, area, cate, keyword} → one
 * page of the signed-in user's subscriptions (an admin's: everyone's),
 * filtered by the server; an answer without a total is the whole list.
 */
export const subPagesQueryOptions = (mediaType: MediaType, filters: SubFilters) =>
  infiniteQueryOptions({
    queryKey: ["subscribe", "list", mediaType, filters],
    queryFn: async ({ pageParam }): Promise<SubPage> => {
      const data = await getConfig<SubRecord[] | ServerPage | null>("/api/subscribe/list", {
        media_type: mediaType,
        page: String(pageParam),
        size: String(SUB_PAGE_SIZE),
        ...(filters.status.length > 0 && { status: filters.status.join(",") }),
        ...(filters.area.length > 0 && { area: filters.area.join(",") }),
        ...(filters.cate.length > 0 && { cate: filters.cate.join(",") }),
        ...(filters.keyword && { keyword: filters.keyword }),
      });
      if (data === null || Array.isArray(data) || typeof data.total !== "number") {
        return wholePage(Array.isArray(data) ? data : [], filters);
      }
      return { ...data, whole: false };
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      !last.whole && last.page * last.size < last.total ? last.page + 1 : undefined,
  });
