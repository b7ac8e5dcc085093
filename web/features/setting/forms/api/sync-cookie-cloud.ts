import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** What one sync did, by site alias. */
export type CookieCloudSynced = {
  updated: string[] | null;
  unchanged: string[] | null;
  missing: string[] | null;
  expired: string[] | null;
};

/**
 * POST /api/setting/sync_cookie_cloud (an addition, 立即同步): refreshes every
 * cookie site's cookie from the saved CookieCloud now; the message says what
 * changed and which sites CookieCloud has no usable cookie for.
 */
export function syncCookieCloud(): Promise<Saved<CookieCloudSynced>> {
  return postConfig<CookieCloudSynced>("/api/setting/sync_cookie_cloud", {});
}
