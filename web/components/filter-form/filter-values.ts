import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type } from "../../lib/ark";
import { intInRange, toInt } from "../../lib/field-rules";
import type { FilterConfig } from "./filter-options";

/** The form's values: numbers stay text while typed, the mode is the select's text. */
export type FilterValues = Omit<
  FilterConfig,
  | "priority"
  | "download_mode"
  | "apply_min_year"
  | "apply_max_year"
  | "min_size"
  | "max_size"
  | "min_seeders"
  | "max_seeders"
> & {
  priority: string;
  download_mode: "1" | "2";
  apply_min_year: string;
  apply_max_year: string;
  min_size: string;
  max_size: string;
  min_seeders: string;
  max_seeders: string;
};

/** The "all" values of the multi-selects (api-contract §3.3): API values, not texts. */
export const ALL = {
  cate: "全部分类",
  area: "全部区域",
  source: "全部来源",
  resolution: "全部分辨率",
  codec: "全部编码",
} as const;

/** The server's bounds (server/filters/input.go). */
const MAX_PRIORITY = 1_000_000;
const MAX_SIZE_MB = 100 * 1024 * 1024;
const MAX_SEEDERS = 1_000_000;
const MAX_NAME = 64;
const MAX_KEYWORDS = 1000;

/** A new filter: no restriction, download mode 2 (screens.md §S4). */
export function emptyFilter(): FilterConfig {
  return {
    filter_name: "",
    priority: 0,
    download_mode: 2,
    apply_media_type: [],
    apply_cate: [],
    apply_area: [],
    apply_min_year: 0,
    apply_max_year: 0,
    media_source: [],
    resolution: [],
    media_codec: [],
    release_team: [],
    site_id: [],
    has_cn: false,
    has_special: false,
    min_size: 0,
    max_size: 0,
    min_seeders: 0,
    max_seeders: 0,
    free_only: false,
    pass_hr: false,
    include_keyword: "",
    exclude_keyword: "",
  };
}

/** A stored filter (or a partial one from an older server) as form values. */
export function toFilterValues(f: Partial<FilterConfig> | undefined): FilterValues {
  const c = { ...emptyFilter(), ...f };
  const list = (v: string[] | null | undefined) => [...(v ?? [])];
  return {
    ...c,
    apply_media_type: list(c.apply_media_type),
    apply_cate: list(c.apply_cate),
    apply_area: list(c.apply_area),
    media_source: list(c.media_source),
    resolution: list(c.resolution),
    media_codec: list(c.media_codec),
    release_team: list(c.release_team),
    site_id: list(c.site_id),
    priority: String(c.priority ?? 0),
    download_mode: c.download_mode === 1 ? "1" : "2",
    apply_min_year: String(c.apply_min_year ?? 0),
    apply_max_year: String(c.apply_max_year ?? 0),
    min_size: String(c.min_size ?? 0),
    max_size: String(c.max_size ?? 0),
    min_seeders: String(c.min_seeders ?? 0),
    max_seeders: String(c.max_seeders ?? 0),
  };
}

/** Empty number fields count as 0 (= no limit), as the server reads an absent one. */
const num = (v: string) => (v.trim() === "" ? 0 : toInt(v));

/** The values as the API takes them (FilterConfig). */
export function toFilterConfig(v: FilterValues): FilterConfig {
  return {
    ...v,
    filter_name: v.filter_name.trim(),
    priority: num(v.priority),
    download_mode: v.download_mode === "1" ? 1 : 2,
    apply_min_year: num(v.apply_min_year),
    apply_max_year: num(v.apply_max_year),
    min_size: num(v.min_size),
    max_size: num(v.max_size),
    min_seeders: num(v.min_seeders),
    max_seeders: num(v.max_seeders),
    include_keyword: v.include_keyword.trim(),
    exclude_keyword: v.exclude_keyword.trim(),
  };
}

/** "" or a whole number within bounds. */
function optionalInt(min: number, max: number, message: string) {
  const rule = intInRange({ min, max, message });
  return type("string").narrow((raw, ctx) => {
    if (raw.trim() === "") return true;
    const checked = rule(raw);
    return !(checked instanceof type.errors) || ctx.reject({ message });
  });
}

function year(message: string) {
  return type("string").narrow((raw, ctx) => {
    const v = raw.trim();
    if (v === "" || v === "0") return true;
    const n = Number(v);
    return (/^\d+$/.test(v) && n >= 1800 && n <= 2200) || ctx.reject({ message });
  });
}

function maxText(max: number, message: string) {
  return type("string").narrow((v, ctx) => v.trim().length <= max || ctx.reject({ message }));
}

/** The same checks as the server, field by field; `named` adds the name and scope. */
export function createFilterSchema(LL: TranslationFunctions, named: boolean) {
  const t = LL.filterForm.errors;
  const name = type("string").narrow((raw, ctx) => {
    const v = raw.trim();
    if (!named) return true; // dialogs: no name
    if (v === "") return ctx.reject({ message: t.nameRequired() });
    if ([...v].length > MAX_NAME) return ctx.reject({ message: t.nameTooLong() });
    return !v.toLowerCase().startsWith("system:") || ctx.reject({ message: t.nameReserved() });
  });
  // Runs once every field is valid (ArkType's order): then min ≤ max, under the max field.
  const order = (v: Record<string, string>, ctx: OrderContext) => {
    let ok = true;
    for (const [lo, hi, message] of [
      ["apply_min_year", "apply_max_year", t.yearOrder()],
      ["min_size", "max_size", t.sizeOrder()],
      ["min_seeders", "max_seeders", t.seedersOrder()],
    ] as const) {
      const a = num(v[lo] ?? "");
      const b = num(v[hi] ?? "");
      if (a > 0 && b > 0 && a > b) ok = ctx.reject({ message, path: [hi] });
    }
    return ok;
  };
  return type({
    filter_name: name,
    priority: optionalInt(-MAX_PRIORITY, MAX_PRIORITY, t.priorityInvalid()),
    apply_min_year: year(t.yearInvalid()),
    apply_max_year: year(t.yearInvalid()),
    min_size: optionalInt(0, MAX_SIZE_MB, t.sizeInvalid()),
    max_size: optionalInt(0, MAX_SIZE_MB, t.sizeInvalid()),
    min_seeders: optionalInt(0, MAX_SEEDERS, t.seedersInvalid()),
    max_seeders: optionalInt(0, MAX_SEEDERS, t.seedersInvalid()),
    include_keyword: maxText(MAX_KEYWORDS, t.keywordTooLong()),
    exclude_keyword: maxText(MAX_KEYWORDS, t.keywordTooLong()),
  }).narrow((v, ctx) => order(v, ctx));
}

type OrderContext = { reject: (problem: { message: string; path: PropertyKey[] }) => false };
