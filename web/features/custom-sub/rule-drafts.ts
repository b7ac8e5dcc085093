import type { FilterOptions } from "../../components/filter-form/filter-options";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { Rule } from "./api/types";

/** The torrent filter types of §3.5, in the order the type select lists them. */
export const FILTER_TYPES = [
  "torrentName",
  "fileSize",
  "mediaStream",
  "torrentSeeders",
  "subtitle",
  "freeDownload",
  "torrentHR",
  "releaseTeam",
  "siteId",
  "cateLevel1",
  "publishDate",
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const RENAME_TYPES = ["replaceTorrentName", "replaceFileName"] as const;
export type RenameType = (typeof RENAME_TYPES)[number];

/** A rule's args while edited: numbers stay text until saved. */
export type Draft = Record<string, string | string[] | boolean>;

const NUMBERS = ["min_size", "max_size", "min_seeders", "max_seeders", "hr_days", "last_minutes"];

/** What a new filter of each type starts with. */
export function emptyDraft(type: FilterType): Draft {
  switch (type) {
    case "torrentName":
      return { mode: "include", logic: "or", torrent_name: "" };
    case "fileSize":
      return { min_size: "0", max_size: "0" };
    case "mediaStream":
      return { media_source: [], resolution: [], media_codec: [] };
    case "torrentSeeders":
      return { min_seeders: "0", max_seeders: "0" };
    case "subtitle":
      return { has_cn: false, has_special: false };
    case "freeDownload":
      return { free_type: [] };
    case "torrentHR":
      return { hr_days: "0" };
    case "releaseTeam":
      return { release_team: [] };
    case "siteId":
      return { site_id: [] };
    case "cateLevel1":
      return { cate_level1: [] };
    case "publishDate":
      return { last_minutes: "0" };
  }
}

/** A stored rule's args as a draft (numbers as text, discounts as text). */
export function toDraft(rule: Rule): Draft {
  const d: Draft = { ...emptyDraft(rule.type as FilterType) };
  for (const [k, v] of Object.entries(rule.args ?? {})) {
    if (Array.isArray(v)) d[k] = v.map(String);
    else if (typeof v === "number") d[k] = String(v);
    else if (typeof v === "string" || typeof v === "boolean") d[k] = v;
  }
  return d;
}

/** A draft as the args sub_custom takes. */
export function toArgs(draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(draft)) {
    if (NUMBERS.includes(k)) out[k] = Number(v) || 0;
    else if (k === "free_type" && Array.isArray(v)) out[k] = v.map(Number);
    else out[k] = v;
  }
  return out;
}

/** The free-download discounts and their labels (§S5). */
export const freeTypes = (LL: TranslationFunctions) => {
  const t = LL.customSub.filter.freeTypes;
  return [
    { value: "0", label: t.free() },
    { value: "0.5", label: t.half() },
    { value: "0.3", label: t.thirty() },
  ];
};

/** One line saying what a filter keeps (the list's second line). */
export function filterSummary(
  LL: TranslationFunctions,
  rule: Rule,
  options: FilterOptions,
): string {
  const t = LL.customSub.filter;
  const d = toDraft(rule);
  const list = (v: unknown, names?: { name: string; value: string }[]) => {
    const xs = Array.isArray(v) ? v.map(String) : [];
    return xs.length === 0
      ? t.any()
      : xs.map((x) => names?.find((n) => n.value === x)?.name ?? x).join("、");
  };
  const range = (a: unknown, b: unknown) =>
    t.summaryRange({ min: a === "0" ? t.any() : String(a), max: b === "0" ? t.any() : String(b) });
  switch (rule.type as FilterType) {
    case "torrentName":
      return t.summaryName({
        mode: t.modes[d.mode === "exclude" ? "exclude" : "include"](),
        words: String(d.torrent_name),
        logic: t.logics[d.logic === "and" ? "and" : "or"](),
      });
    case "fileSize":
      return `${range(d.min_size, d.max_size)} MB`;
    case "torrentSeeders":
      return range(d.min_seeders, d.max_seeders);
    case "mediaStream":
      return [d.media_source, d.resolution, d.media_codec].map((v) => list(v)).join(" / ");
    case "subtitle": {
      const parts = [d.has_cn === true && t.hasCn(), d.has_special === true && t.hasSpecial()];
      return parts.filter(Boolean).join("、") || t.any();
    }
    case "freeDownload":
      return list(
        d.free_type,
        freeTypes(LL).map((f) => ({ name: f.label, value: f.value })),
      );
    case "torrentHR":
      return d.hr_days === "0" ? t.summaryNoHr() : t.summaryHr({ n: Number(d.hr_days) });
    case "releaseTeam":
      return list(d.release_team);
    case "siteId":
      return list(d.site_id, options.site_list);
    case "cateLevel1":
      return list(d.cate_level1, options.cate_level1_list);
    case "publishDate":
      return d.last_minutes === "0" ? t.any() : t.summaryMinutes({ n: Number(d.last_minutes) });
  }
  return "";
}
