import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { DoubanWish } from "./get-douban";

/** POST /api/config/save_douban (message shown). */
export function saveDoubanWish(body: DoubanWish): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/config/save_douban", body);
}
