import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../lib/api/config-request";

/** SiteStatus (api-contract §3.1): 1 可用, 2 异常, anything else 未知. */
export type SiteStatus = number;

/**
 * One configured site (GET /api/site/get_sites, api-contract §2.8): the site
 * dashboard, the search dialogs and the filter form's site list read it.
 */
export type Site = {
  id: number;
  site_name: string;
  alias: string;
  username: string;
  share_rate: string | number;
  upload_size: number;
  download_size: number;
  status: SiteStatus;
  web_search: number | boolean;
  smart_download: number | boolean;
  traffic_management_status: number;
  upload_kpi: number;
  cookie: string;
  proxies: string;
  user_agent: string;
  auth_username: string;
  // Additions of the built-in backend:
  /** Why the site is 异常 (Cookie 已失效, 站点无法访问, 触发频率限制…). */
  status_reason?: string;
  /** When the user data was last read from the site. */
  stats_update_time?: string;
  site_url?: string;
  search_limit?: number;
  has_password?: boolean;
  has_api_key?: boolean;
  /** cardigann (cookie or account) | mteam | torznab (an API key). */
  site_type?: string;
  /** Where the cookie came from: "" typed here, or "CookieCloud <time>" from a sync. */
  cookie_source?: string;
  /** When the site last needed FlareSolverr to pass Cloudflare ("" never). */
  cloudflare_at?: string;
  /** The site's request budget: use this minute, hour and day, and what spent the hour's. */
  budget?: SiteBudget;
  /** The user's values of the definition's own settings (checkbox "true"/"false"); admins only. */
  settings?: Record<string, string>;
  /** The password-type settings that have a stored value (never answered). */
  secret_settings?: string[];
};

/** A site's request budget use (site/get_sites, an addition). */
export type SiteBudget = {
  minute: number;
  hour: number;
  day: number;
  per_minute: number;
  per_hour: number;
  per_day: number;
  hour_by: Record<string, number>;
  paused_until?: string;
  pause_reason?: string;
  /** how often the site asked to slow down in the last day */
  pauses?: number;
};

// One key for every reader, so saving a site refreshes them all.
export const sitesQueryKey = ["site", "get_sites"] as const;

export const sitesQueryOptions = () =>
  queryOptions({
    queryKey: sitesQueryKey,
    queryFn: async () => (await getConfig<Site[] | null>("/api/site/get_sites")) ?? [],
  });
