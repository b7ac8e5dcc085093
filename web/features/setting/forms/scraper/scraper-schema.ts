import type { PriorityItem } from "../../../../components/priority-list";
import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import type { ScraperFields, ScraperSetting } from "../api/get-scraper";
import { MAX_PATH_LENGTH, textRule } from "../text-rule";

/** A source list as shown: every source in priority order, and the checked ones. */
export type SourceList = { order: string[]; enabled: string[] };

/** The stored setting's known keys; each image source list with its unchecked sources too. */
export type ScraperValues = Omit<ScraperFields, "image_source" | "season_image_source"> & {
  image_source: SourceList;
  season_image_source: SourceList;
};

/** api-contract §3.2 Scraper image sources and languages. */
export const SOURCES = ["FanArt", "TheMovieDB"] as const;
export const LANGS = ["zh", "en"] as const;

export function createScraperSchema(LL: TranslationFunctions) {
  const t = LL.settingLibrary.scraper;
  const sources = { order: "string[]", enabled: "string[]" } as const;
  return type({
    generate_nfo: "boolean",
    enable_download_image: "boolean",
    use_cn_person_name: "boolean",
    person_nfo_path: textRule({ max: MAX_PATH_LENGTH, tooLong: t.personPathTooLong() }),
    hd_poster: "boolean",
    hd_background: "boolean",
    langs_priority: "string[]",
    image_source: sources,
    season_image_source: sources,
  });
}

/** The stored order first, then what it lacks: nothing stored is lost, nothing known is missing. */
function completeOrder(stored: readonly string[] | undefined, known: readonly string[]): string[] {
  const order = [...new Set(stored ?? [])];
  return [...order, ...known.filter((v) => !order.includes(v))];
}

function toSourceList(stored: readonly string[] | undefined): SourceList {
  return { order: completeOrder(stored, SOURCES), enabled: [...new Set(stored ?? [])] };
}

/** screens.md defaults for missing keys: NFO, pictures, Chinese names and HD posters on. */
export function toScraperValues(s: Partial<ScraperSetting>): ScraperValues {
  return {
    generate_nfo: s.generate_nfo ?? true,
    enable_download_image: s.enable_download_image ?? true,
    use_cn_person_name: s.use_cn_person_name ?? true,
    person_nfo_path: s.person_nfo_path ?? "",
    hd_poster: s.hd_poster ?? true,
    hd_background: s.hd_background ?? false,
    langs_priority: completeOrder(s.langs_priority, LANGS),
    image_source: toSourceList(s.image_source ?? SOURCES),
    season_image_source: toSourceList(s.season_image_source ?? SOURCES),
  };
}

/**
 * The body of save_scraper: every key the GET returned (those this version
 * does not know included), with the form's values over them. Pictures are
 * sent off while NFO is off, as the page shows them.
 */
export function toScraperSetting(v: ScraperValues, stored: ScraperSetting): ScraperSetting {
  const enabledInOrder = (list: SourceList) => list.order.filter((x) => list.enabled.includes(x));
  return {
    ...stored,
    generate_nfo: v.generate_nfo,
    enable_download_image: v.generate_nfo && v.enable_download_image,
    use_cn_person_name: v.use_cn_person_name,
    person_nfo_path: v.person_nfo_path.trim(),
    hd_poster: v.hd_poster,
    hd_background: v.hd_background,
    langs_priority: v.langs_priority,
    image_source: enabledInOrder(v.image_source),
    season_image_source: enabledInOrder(v.season_image_source),
  };
}

/** Rows of a list: known values by their name ("中文"), others as they are. */
export function priorityItems(
  order: readonly string[],
  labels: Record<string, string>,
): PriorityItem<string>[] {
  return order.map((value) => ({ value, label: labels[value] ?? value }));
}
