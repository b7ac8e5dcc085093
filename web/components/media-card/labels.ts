import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { MediaItem } from "./types";

/** "第2季(2023)" for a season of a show, else the year; "" when neither is known. */
export function yearText(LL: TranslationFunctions, item: MediaItem): string {
  const year = item.year ? String(item.year) : "";
  if (item.type === "TV" && item.seasonIndex) {
    return LL.discover.card.seasonYear({ season: item.seasonIndex, year });
  }
  return year;
}

/**
 * "流浪地球(2019)", or the bare title when the year is unknown. (The season
 * shows in the overlay's year line: Douban's titles already name it.)
 */
export function titleWithYear(LL: TranslationFunctions, item: MediaItem): string {
  const year = item.year ? String(item.year) : "";
  return year ? LL.discover.card.titleYear({ title: item.title, year }) : item.title;
}
