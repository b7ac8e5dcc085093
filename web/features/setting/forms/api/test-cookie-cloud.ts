import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { CookieCloud } from "./get-cookie-cloud";

/** How much the test decrypted. */
export type CookieCloudTested = { domains: number; cookies: number };

/**
 * POST /api/setting/test_cookie_cloud with the form's values, saved or not:
 * the server really downloads and decrypts, so success means address, UUID
 * and password all work.
 */
export function testCookieCloud(body: CookieCloud): Promise<Saved<CookieCloudTested>> {
  return postConfig<CookieCloudTested>("/api/setting/test_cookie_cloud", body);
}
