import { queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig } from "../../../lib/api/config-request";

export type WantedItem = {
  sub_id: number;
  type: "Movie" | "TV";
  title: string;
  year: number;
  season?: number;
  episodes?: number[];
  poster_url: string;
};

/** Exported for live updates (a filed download or a subscription change invalidates it). */
export const wantedQueryKey = ["subscribe", "wanted"] as const;

export const wantedQueryOptions = () =>
  queryOptions({
    queryKey: wantedQueryKey,
    queryFn: () => getConfig<WantedItem[]>("/api/subscribe/wanted"),
    refetchOnWindowFocus: true,
  });

/** Runs the engine's search for one subscription now; answers the run's log lines. */
export async function searchNow(id: number): Promise<string[]> {
  return (await postConfig<{ logs: string[] }>("/api/subscribe/search_now", { id })).data.logs;
}
