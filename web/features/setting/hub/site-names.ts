import type { SiteMeta } from "../download-client/api/get-sites";

/**
 * The sites a download client is bound to, by name, joined " / "; allSites
 * when it takes every site. A code the catalogue does not know (or a
 * catalogue that did not load) shows as the code itself.
 */
export function siteNames(
  ids: readonly string[] | null | undefined,
  sites: readonly SiteMeta[] | undefined,
  allSites: string,
): string {
  if (!ids || ids.length === 0) return allSites;
  const byId = new Map((sites ?? []).map((site) => [site.id, site.name]));
  return ids.map((id) => byId.get(id) || id).join(" / ");
}
