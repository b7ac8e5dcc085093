import { checkConfig, postConfig, type Saved } from "../../../lib/api/config-request";

/**
 * POST /api/subscribe/delete_sub {id (the sub id, or the Douban id when there is
 * none), deep_delete, season_ids} → message.
 */
export function deleteSub(
  id: number | string,
  deepDelete: boolean,
  seasonIds: string[],
): Promise<Saved<unknown>> {
  return postConfig("/api/subscribe/delete_sub", {
    id,
    deep_delete: deepDelete,
    season_ids: seasonIds,
  });
}

/** GET /api/subscribe/approved {sub_id} → message; the subscription becomes 订阅中. */
export function approveSub(subId: number): Promise<Saved<unknown>> {
  return checkConfig("/api/subscribe/approved", { sub_id: subId });
}

/** GET /api/subscribe/refuse {sub_id} → message; the subscription is gone. */
export function refuseSub(subId: number): Promise<Saved<unknown>> {
  return checkConfig("/api/subscribe/refuse", { sub_id: subId });
}
