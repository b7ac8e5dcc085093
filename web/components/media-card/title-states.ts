import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { type TitleKey, type TitleState, titleStatesQueryOptions } from "./api/title-states";
import { identityOf, type MediaItem, type SubStatus } from "./types";

/** The most keys one title_states request may carry (the server's limit). */
export const STATES_CHUNK = 500;

/**
 * The requester view: each card's state (等待批准 / 订阅中 / 下载中 / 已入库)
 * for the signed-in user, asked once for the whole grid (not once per card):
 * one request per `chunk` cards. A list that grows page by page asks with
 * its page size, so each new page asks for its own cards only.
 */
export function useTitleStates(
  items: readonly MediaItem[] | undefined,
  chunk = STATES_CHUNK,
): ReadonlyMap<string, TitleState> {
  const keys = useMemo(() => {
    const seen = new Set<string>();
    const out: (TitleKey & { identity: string })[] = [];
    for (const item of items ?? []) {
      const identity = identityOf(item);
      if (seen.has(identity) || (!item.doubanId && !item.tmdbId)) continue;
      seen.add(identity);
      out.push({
        identity,
        media_type: item.type,
        ...(item.doubanId && { douban_id: item.doubanId }),
        ...(item.tmdbId && { tmdb_id: item.tmdbId }),
      });
    }
    return out;
  }, [items]);
  const size = Math.min(Math.max(1, chunk), STATES_CHUNK);
  const parts: TitleKey[][] = [];
  for (let i = 0; i < keys.length; i += size) {
    parts.push(keys.slice(i, i + size).map(({ identity: _, ...key }) => key));
  }
  const answers = useQueries({
    queries: (parts.length > 0 ? parts : [[]]).map((part) => titleStatesQueryOptions(part)),
    combine: (results) => results.map((r) => r.data),
  });
  return useMemo(() => {
    const map = new Map<string, TitleState>();
    keys.forEach((k, i) => {
      const state = answers[Math.floor(i / size)]?.[i % size];
      if (state) map.set(k.identity, state);
    });
    return map;
  }, [keys, answers, size]);
}

/**
 * The state a card shows: a download or the library outranks the subscription;
 * a subscription's own state follows the card's live status, so 订阅 / 删除
 * show at once, before the states are asked again.
 */
export function shownState(
  server: TitleState | undefined,
  status: SubStatus | null,
): TitleState | undefined {
  if (server === "downloading" || server === "in_library") return server;
  if (status === 3) return "pending";
  if (status === 0 || status === 2) return "subscribed";
  return undefined;
}
