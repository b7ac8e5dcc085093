import type { SiteMeta } from "./api/get-sites";

/** Adds or removes one site code, keeping the order they were chosen in. */
export function toggleSite(value: readonly string[], code: string, on: boolean): string[] {
  const rest = value.filter((c) => c !== code);
  return on ? [...rest, code] : rest;
}

/** Sites whose name, code or address contains the filter (any case). */
export function filterSites(sites: readonly SiteMeta[], filter: string): readonly SiteMeta[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return sites;
  return sites.filter((s) =>
    [s.name, s.id, s.domain].some((text) => (text ?? "").toLowerCase().includes(needle)),
  );
}
