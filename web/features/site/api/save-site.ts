import { postConfig, type Saved } from "../../../lib/api/config-request";

/** The body of POST /api/site/save_site (api-contract §2.8); add and edit are keyed by site_name. */
export type SaveSiteBody = {
  site_name: string;
  auth_type: "user" | "cookies";
  cookie: string;
  user_agent: string;
  auth_username: string;
  /** Absent on edit unless retyped. */
  auth_password?: string;
  proxies: string;
  traffic_management_status: number;
  upload_kpi: number;
  web_search: boolean;
  smart_download: boolean;
  // Additions: a mirror/own address, the API key of API sites, the hourly search limit.
  site_url?: string;
  api_key?: string;
  search_limit?: number;
  /** The text of the captcha image site/captcha answered (sites that ask for one). */
  captcha?: string;
  /** The definition's own settings by name; a blank password-type one keeps the stored value. */
  settings?: Record<string, string | boolean>;
};

/** code 1 (or none) is a refusal whose message the dialog shows in its alert. */
export function saveSite(body: SaveSiteBody): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/site/save_site", body);
}
