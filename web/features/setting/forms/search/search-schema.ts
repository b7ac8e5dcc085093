import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { intInRange, toInt } from "../../../../lib/field-rules";
import type { ServerSetting } from "../api/get-server-setting";

/** The numbers stay text while typed; the schema decides whether they are numbers. */
export type SearchValues = {
  web_search_timeout: string;
  web_search_result_limit: string;
  douban_poster_wall: boolean;
};

/** The server's upper bound for counts (server/settings maxCount). */
const MAX_COUNT = 1_000_000_000;

/** server/settings ServerSettingInput.Validate. */
export function createSearchSchema(LL: TranslationFunctions) {
  const t = LL.settingForms.search;
  return type({
    web_search_timeout: intInRange({ min: 1, max: 600, message: t.timeoutInvalid() }),
    web_search_result_limit: intInRange({ min: 0, max: MAX_COUNT, message: t.limitInvalid() }),
    douban_poster_wall: "boolean",
  });
}

/** screens.md defaults: timeout 10 s, no limit, no poster wall. */
export function toSearchValues(s: Partial<ServerSetting>): SearchValues {
  return {
    web_search_timeout: String(s.web_search_timeout || 10),
    web_search_result_limit: String(s.web_search_result_limit ?? 0),
    douban_poster_wall: s.douban_poster_wall ?? false,
  };
}

export function toServerSetting(v: SearchValues): ServerSetting {
  return {
    web_search_timeout: toInt(v.web_search_timeout),
    web_search_result_limit: toInt(v.web_search_result_limit),
    douban_poster_wall: v.douban_poster_wall,
  };
}
