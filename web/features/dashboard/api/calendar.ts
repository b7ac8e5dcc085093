import { queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig } from "../../../lib/api/config-request";

export type CalendarEpisode = {
  sub_id: number;
  /** TV: an episode; Movie: a subscribed movie's release day (season and episode 0). */
  type?: "TV" | "Movie";
  title: string;
  season: number;
  episode: number;
  name: string;
  /** YYYY-MM-DD */
  air_date: string;
  poster_url: string;
};
export type CalendarAnswer = { start: string; days: number; episodes: CalendarEpisode[] };

/** Exported for live updates (a new subscription or a filed episode invalidates it). */
export const calendarQueryKey = ["subscribe", "calendar"] as const;

export const calendarQueryOptions = () =>
  queryOptions({
    queryKey: calendarQueryKey,
    queryFn: () => getConfig<CalendarAnswer>("/api/subscribe/calendar"),
    refetchOnWindowFocus: true,
  });

export const calendarFeedQueryKey = ["subscribe", "calendar-feed"] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: () => getConfig<{ token: string }>("/api/subscribe/calendar_feed"),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A new feed token: the old address stops working. */
export async function resetCalendarFeed(): Promise<string> {
  return (await postConfig<{ token: string }>("/api/subscribe/reset_calendar_feed", {})).data.token;
}
