import { queryOptions } from "@tanstack/react-query";
import { ConfigRefusal } from "../../../lib/api/config-request";
import { request } from "../../../lib/http";
import { type SiteStatus, searchStream } from "./search-stream";

/** One search result (api-contract §2.10 Torrent). */
export type Torrent = {
  id: string | number;
  site_id: string;
  site_name: string;
  name: string;
  subject: string;
  details_url: string;
  upload_count: number;
  download_count: number;
  size_mb: number;
  media_source: string;
  media_encoding: string;
  resolution: string;
  release_team: string;
  download_volume_factor: number;
  upload_volume_factor: number;
  free_desc: string;
  minimum_ratio: number;
  /** Additions: the H&R seeding time (seconds) and the title's ids the site names. */
  minimum_seed_time?: number;
  tmdb_id?: string;
  tvdb_id?: string;
  imdb_id?: string;
  douban_id?: string;
  poster_url?: string;
  cate_level1?: string;
  movie_release_year?: string | number;
  movie_type?: string;
  cn_name?: string;
  en_name?: string;
  /** Addition: when the site published it ('YYYY-MM-DD HH:MM:SS'); sorts by date. */
  publish_date?: string;
  tv_series?: {
    season_start?: number;
    season_end?: number;
    season_full_index?: number[];
    ep_full_index?: number[];
    contains_complete_ep?: boolean;
  } | null;
};

export type SearchAnswer = {
  torrents: Torrent[];
  site_names: string[];
  max_run_site_name: string;
  max_run_time: number;
  run_timeout_names: string[];
  /** Addition: why each site without results gave none (Cookie 已失效, 触发频率限制 …). */
  site_errors: { site_id: string; site_name: string; reason: string }[];
  /** Addition: every site the search went to. */
  searched_names: string[];
  /** The streamed search's: each site's state and time (search-stream.ts). */
  sites?: SiteStatus[];
  /** The streamed search's: true while sites are still out. */
  streaming?: boolean;
};

export type SearchRequest = { keyword: string; cates: string; site_id: string; cache: boolean };

/**
 * Thrown when the search answers with a top-level `error` (or code ≠ 0),
 * with the server's reason ("setup": no site to search until one is added).
 */
export class SearchFailure extends ConfigRefusal {
  override name = "SearchFailure";
}

/**
 * GET /api/movie/search_keyword. The original UI checked a top-level `error`
 * instead of `code`; both are honoured. The server bounds each site itself.
 */
export async function searchKeyword(req: SearchRequest): Promise<SearchAnswer> {
  const res = await request<SearchAnswer | null>("GET", "/api/movie/search_keyword", {
    keyword: req.keyword,
    cates: req.cates,
    site_id: req.site_id,
    cache: req.cache ? "true" : "",
    searchSite: true,
  });
  const body = res as unknown as { error?: unknown; code?: number; message?: string };
  if (body.error || (typeof body.code === "number" && body.code !== 0)) {
    throw new SearchFailure(body.message || String(body.error || ""), res.reason);
  }
  const data = res.data;
  return {
    torrents: data?.torrents ?? [],
    site_names: data?.site_names ?? [],
    max_run_site_name: data?.max_run_site_name ?? "",
    max_run_time: data?.max_run_time ?? 0,
    run_timeout_names: data?.run_timeout_names ?? [],
    site_errors: data?.site_errors ?? [],
    searched_names: data?.searched_names ?? [],
  };
}

/** The page's search: streamed (each site as it finishes, into the cache), else search_keyword's. */
export const searchKeywordQueryOptions = (req: SearchRequest) =>
  queryOptions({
    queryKey: ["movie", "search_keyword", req] as const,
    queryFn: ({ client, queryKey, signal }) =>
      searchStream(req, (partial) => client.setQueryData(queryKey, partial), signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
