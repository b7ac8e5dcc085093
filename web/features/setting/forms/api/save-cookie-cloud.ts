import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { CookieCloud } from "./get-cookie-cloud";

/** POST /api/setting/save_cookie_cloud. */
export function saveCookieCloud(body: CookieCloud): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_cookie_cloud", body);
}
