import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { AppPath } from "../../lib/paths";

type Planned = keyof TranslationFunctions["firstRun"]["planned"];

/** What each screen not built yet will do (its sentence in firstRun.planned). */
export const PLANNED_SCREENS: Partial<Record<AppPath, Planned>> = {};

/** The sentence for `path`; a route missing from the table still says something true. */
export function plannedSentence(LL: TranslationFunctions, path: string): string {
  const key = PLANNED_SCREENS[path as AppPath];
  return key ? LL.firstRun.planned[key]() : LL.firstRun.planned.generic();
}
