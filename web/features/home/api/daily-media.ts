import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/common/daily_media: one title a day. */
export type DailyMedia = {
  doubanId: string | number;
  title: string;
  releaseYear?: number | string;
  mediaType: string;
  backgroundUrl?: string;
  comment?: string;
  rating?: number | string;
  url?: string;
  appUrl?: string;
};

export const DAILY_CACHE_KEY = "dailyRecommend";

/** Today in local time as YYYY-MM-DD: the cache holds one answer per calendar day. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function cached(date: string): DailyMedia | null {
  try {
    const raw = JSON.parse(localStorage.getItem(DAILY_CACHE_KEY) ?? "null") as {
      date?: string;
      data?: DailyMedia;
    } | null;
    return raw?.date === date && raw.data ? raw.data : null;
  } catch {
    return null;
  }
}

/** The day's title, asked for once a day (kept in localStorage.dailyRecommend). */
export const dailyMediaQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "daily_media"],
    queryFn: async () => {
      const date = localDate(new Date());
      const hit = cached(date);
      if (hit) return hit;
      const data = await getConfig<DailyMedia>("/api/common/daily_media");
      localStorage.setItem(DAILY_CACHE_KEY, JSON.stringify({ date, data }));
      return data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
