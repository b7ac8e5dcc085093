import type { Site } from "../../components/api/get-sites";
import type { CatalogueSite, SiteSetting } from "./api/get-catalogue";
import type { SaveSiteBody } from "./api/save-site";

// The add/edit dialog's values and the rules between them (screens.md /site/dashboard).

export type AuthType = SaveSiteBody["auth_type"];

export type SiteFormValues = {
  site_name: string;
  auth_type: AuthType;
  cookie: string;
  user_agent: string;
  auth_username: string;
  auth_password: string;
  proxies: string;
  traffic_management_status: number;
  upload_kpi: string;
  web_search: boolean;
  smart_download: boolean;
  site_url: string;
  api_key: string;
  search_limit: string;
  /** The definition's own settings the user changed, by name (checkbox "true"/"false"). */
  settings: Record<string, string>;
};

/** What each of the dialog's field sets (site-login-fields, site-usage-fields) works on. */
export type SiteFieldSetProps = {
  values: SiteFormValues;
  set: <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => void;
  errors: FormErrors;
  /** The site being edited; null while adding. */
  editing: Site | null;
};

/** Sites reached through an API key instead of a sign-in (site_type of common/sites). */
export function usesApiKey(siteType: string | undefined): boolean {
  return siteType === "mteam" || siteType === "torznab";
}

export const DEFAULT_UPLOAD_KPI = 1024;

export function isOn(flag: number | boolean | undefined): boolean {
  return flag === 1 || flag === true;
}

/** A new site starts with user/password login, both uses on and a 1024 GB target. */
export function emptyForm(): SiteFormValues {
  return {
    site_name: "",
    auth_type: "user",
    cookie: "",
    user_agent: "",
    auth_username: "",
    auth_password: "",
    proxies: "",
    traffic_management_status: 0,
    upload_kpi: String(DEFAULT_UPLOAD_KPI),
    web_search: true,
    smart_download: true,
    site_url: "",
    api_key: "",
    search_limit: "0",
    settings: {},
  };
}

/** Editing derives the login mode from the stored user name; the password is never sent back. */
export function formOf(site: Site): SiteFormValues {
  return {
    site_name: site.site_name,
    auth_type: site.auth_username ? "user" : "cookies",
    cookie: site.cookie ?? "",
    user_agent: site.user_agent ?? "",
    auth_username: site.auth_username ?? "",
    auth_password: "",
    proxies: site.proxies ?? "",
    traffic_management_status: site.traffic_management_status ?? 0,
    upload_kpi: String(site.upload_kpi || DEFAULT_UPLOAD_KPI),
    web_search: isOn(site.web_search),
    smart_download: isOn(site.smart_download),
    site_url: site.site_url ?? "",
    api_key: "",
    search_limit: String(site.search_limit ?? 0),
    settings: { ...site.settings },
  };
}

export type FormErrors = Partial<Record<keyof SiteFormValues, string>>;
export type FormMessages = {
  apiKeyRequired: string;
  siteUrlRequired: string;
  searchLimitInvalid: string;
  siteRequired: string;
  cookieRequired: string;
  usernameRequired: string;
  passwordRequired: string;
  kpiInvalid: string;
};

export function validate(
  v: SiteFormValues,
  editing: boolean,
  m: FormMessages,
  siteType?: string,
): FormErrors {
  const errors: FormErrors = {};
  if (!v.site_name) errors.site_name = m.siteRequired;
  if (!/^\d+$/.test(v.search_limit.trim())) errors.search_limit = m.searchLimitInvalid;
  if (usesApiKey(siteType)) {
    // On edit a blank key keeps the stored one.
    if (!editing && !v.api_key.trim()) errors.api_key = m.apiKeyRequired;
    if (siteType === "torznab" && !v.site_url.trim()) errors.site_url = m.siteUrlRequired;
  } else if (v.auth_type === "cookies" && !v.cookie.trim()) errors.cookie = m.cookieRequired;
  else if (v.auth_type === "user") {
    if (!v.auth_username.trim()) errors.auth_username = m.usernameRequired;
    // On edit a blank password keeps the stored one.
    if (!editing && !v.auth_password) errors.auth_password = m.passwordRequired;
  }
  if (v.traffic_management_status === 1 && !/^[1-9]\d*$/.test(v.upload_kpi.trim())) {
    errors.upload_kpi = m.kpiInvalid;
  }
  return errors;
}

/** What save_site receives: only the chosen mode's credentials, the password only when typed. */
export function bodyOf(v: SiteFormValues, siteType?: string): SaveSiteBody {
  const apiKey = usesApiKey(siteType);
  const cookies = !apiKey && v.auth_type === "cookies";
  const body: SaveSiteBody = {
    site_name: v.site_name,
    auth_type: v.auth_type,
    cookie: cookies ? v.cookie.trim() : "",
    user_agent: cookies ? v.user_agent.trim() : "",
    auth_username: cookies || apiKey ? "" : v.auth_username.trim(),
    proxies: v.proxies.trim(),
    traffic_management_status: v.traffic_management_status,
    upload_kpi: Number.parseInt(v.upload_kpi, 10) || DEFAULT_UPLOAD_KPI,
    web_search: v.web_search,
    smart_download: v.smart_download,
    site_url: v.site_url.trim(),
    search_limit: Number.parseInt(v.search_limit, 10) || 0,
  };
  if (!cookies && !apiKey && v.auth_password) body.auth_password = v.auth_password;
  if (apiKey && v.api_key.trim()) body.api_key = v.api_key.trim();
  return body;
}

/** A setting's value as the form shows it: the user's, else the definition's default. */
export function settingValue(s: SiteSetting, values: Record<string, string>): string {
  return values[s.name] ?? (s.type === "password" ? "" : s.default);
}

/** save_site's settings: every settable one (checkboxes as booleans); a blank password keeps. */
export function settingsBody(
  schema: readonly SiteSetting[],
  values: Record<string, string>,
): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const s of schema) {
    if (s.type === "info") continue;
    const v = settingValue(s, values);
    body[s.name] = s.type === "checkbox" ? v === "true" : v;
  }
  return body;
}

/** Catalogue entries offered when adding: those not configured yet. */
export function addableSites(catalogue: readonly CatalogueSite[], sites: readonly Site[]) {
  const taken = new Set(sites.map((s) => s.site_name));
  return catalogue.filter((c) => !taken.has(c.id));
}

/**
 * The site's address for its name link: the address configured in 站点管理 (a mirror or a
 * self-hosted site) wins over the catalogue's domain; either gets a scheme when it has none.
 */
export function siteHref(
  domain: string | undefined,
  configured?: string | undefined,
): string | undefined {
  if (configured?.trim()) domain = configured.trim();
  if (!domain) return undefined;
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}
