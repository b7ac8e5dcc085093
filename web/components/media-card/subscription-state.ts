import type { QueryClient } from "@tanstack/react-query";
import { atom, useAtomValue } from "jotai";
import { identityOf, type MediaItem, type SubStatus } from "./types";

// After 订阅 / 同意 / 拒绝 / 删除 every card of that title shows the new status
// at once: an override holds it while the lists that carry statuses refetch
// (the refetch also brings the new sub_id). Once a list answers with a status
// other than the one the action started from, the server's word wins again.

export type StatusOverride = {
  status: SubStatus | null;
  /** The server's status when the action ran. */
  before: SubStatus | null;
};

export const statusOverridesAtom = atom<ReadonlyMap<string, StatusOverride>>(new Map());

/** The lists and pages whose items carry a subscription status. */
const STATUS_QUERIES = [
  ["movie", "douban_rank_list"],
  ["movie", "tmdb_trending"],
  ["movie", "search_douban"],
  ["movie", "media_detail"],
  ["movie", "title_holdings"],
  ["movie", "title_states"],
  ["subscribe", "list"],
  ["subscribe", "get_sub"],
  ["subscribe", "get_sub_detail"],
] as const;

/** Refetches every list with statuses; resolves once the visible ones are back. */
export async function refreshStatuses(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    STATUS_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  );
}

/** The item with any pending override of its status applied. */
export function useLiveItem(item: MediaItem): MediaItem {
  const overrides = useAtomValue(statusOverridesAtom);
  const override = overrides.get(identityOf(item));
  if (!override || override.before !== item.status) return item;
  return { ...item, status: override.status, serverStatus: item.status };
}

export function withOverride(
  map: ReadonlyMap<string, StatusOverride>,
  identity: string,
  override: StatusOverride | null,
): ReadonlyMap<string, StatusOverride> {
  const next = new Map(map);
  if (override) next.set(identity, override);
  else next.delete(identity);
  return next;
}
