import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { FilterConfig } from "./filter-options";

/**
 * A stored filter (FilterConfig as JSON text, e.g. a subscription's own) as
 * short readable rules (the subscription detail view; its route loads the
 * filterForm texts): the chosen values, then each switched-on rule
 * with the filter editor's own label. Unreadable text reads as no rules.
 */
export function filterRules(LL: TranslationFunctions, raw: string | null): string[] {
  let f: Partial<FilterConfig>;
  try {
    const parsed: unknown = JSON.parse(raw ?? "null");
    if (!parsed || typeof parsed !== "object") return [];
    f = parsed as Partial<FilterConfig>;
  } catch {
    return [];
  }
  const t = LL.filterForm;
  const { rule, listSep } = LL.subDetail;
  const out: string[] = [];
  const values = (label: string, list: string[] | null | undefined) => {
    if (list && list.length > 0) out.push(rule({ label, value: list.join(listSep()) }));
  };
  const number = (label: string, n: number | undefined) => {
    if (n) out.push(rule({ label, value: String(n) }));
  };
  values(t.source(), f.media_source);
  values(t.resolution(), f.resolution);
  values(t.codec(), f.media_codec);
  values(t.releaseTeam(), f.release_team);
  values(t.sites(), f.site_id);
  if (f.has_cn) out.push(t.hasCn());
  if (f.has_special) out.push(t.hasSpecial());
  number(t.minSize(), f.min_size);
  number(t.maxSize(), f.max_size);
  number(t.minSeeders(), f.min_seeders);
  number(t.maxSeeders(), f.max_seeders);
  if (f.include_keyword) out.push(rule({ label: t.include(), value: f.include_keyword }));
  if (f.exclude_keyword) out.push(rule({ label: t.exclude(), value: f.exclude_keyword }));
  if (f.free_only) out.push(t.freeOnly());
  if (f.pass_hr) out.push(t.passHr());
  if (f.download_mode === 1) out.push(t.modes.exact());
  return out;
}
