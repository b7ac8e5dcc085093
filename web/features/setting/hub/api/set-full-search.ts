import { postConfig, type Saved } from "../../../../lib/api/config-request";

/**
 * POST /api/task/set_full_search {enable} (an addition): 每日全量搜索 on or
 * off; the engine reads it at its next search, and switched on it runs now.
 */
export function setFullSearch(enable: boolean): Promise<Saved<unknown>> {
  return postConfig("/api/task/set_full_search", { enable });
}
