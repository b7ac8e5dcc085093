import type { SelectOption } from "../../../../components/select-field";
import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { intInRange, toInt } from "../../../../lib/field-rules";
import type { SubtitleSetting } from "../api/get-subtitle";
import { MAX_PATH_LENGTH, textRule } from "../text-rule";

/** The minutes stay text while typed; the schema decides whether they are a number. */
export type SubtitleValues = Omit<SubtitleSetting, "not_found_stop_minutes"> & {
  not_found_stop_minutes: string;
};

const plain = (values: readonly string[]): SelectOption<string>[] =>
  values.map((value) => ({ value, label: value }));

/** The choices (api-contract §3.2 Subtitle options); values are shown as they are. */
export const EXCLUDE_AREAS = plain([
  "中国大陆",
  "中国台湾",
  "中国香港",
  "日本",
  "韩国",
  "美国",
  "英国",
  "泰国",
  "意大利",
]);
export const FINDERS = plain(["zimuku", "subhd", "assrt", "opensubtitles"]);
export const FORMATS = plain(["srt", "ass", "sup"]);
export const SYNC_LANGUAGES = plain(["zh-cn", "zh-tw"]);

/** screens.md defaults, for an answer that lacks a field (the built-in backend always has them). */
const DEFAULTS: SubtitleSetting = {
  enable: false,
  file_name_template: "{{ name }}.{{ language }}{% if forced %}.forced{% endif %}.{{ ext }}",
  filter_type: ["srt", "ass"],
  finder_type: ["zimuku"],
  sync_language: [],
  exclude_area: ["中国大陆", "中国台湾"],
  not_found_stop_minutes: 4320,
  assrt_token: "",
  opensubtitles_api_key: "",
};

/** server/settings maxKeyLen. */
const MAX_KEY_LENGTH = 200;

/** The server's upper bound for counts (server/settings maxCount). */
const MAX_COUNT = 1_000_000_000;

/** server/settings SubtitleInput.Validate; the choices can only be offered ones. */
export function createSubtitleSchema(LL: TranslationFunctions) {
  const t = LL.settingLibrary.subtitle;
  return type({
    enable: "boolean",
    file_name_template: textRule({
      required: t.templateRequired(),
      max: MAX_PATH_LENGTH,
      tooLong: t.templateTooLong(),
    }),
    filter_type: "string[]",
    finder_type: "string[]",
    sync_language: "string[]",
    exclude_area: "string[]",
    not_found_stop_minutes: intInRange({ min: 0, max: MAX_COUNT, message: t.waitLimitInvalid() }),
    assrt_token: textRule({ max: MAX_KEY_LENGTH, tooLong: t.keyTooLong() }),
    opensubtitles_api_key: textRule({ max: MAX_KEY_LENGTH, tooLong: t.keyTooLong() }),
  });
}

export function toSubtitleValues(s: Partial<SubtitleSetting>): SubtitleValues {
  const d = DEFAULTS;
  return {
    enable: s.enable ?? d.enable,
    file_name_template: s.file_name_template || d.file_name_template,
    filter_type: s.filter_type ?? d.filter_type,
    finder_type: s.finder_type ?? d.finder_type,
    sync_language: s.sync_language ?? d.sync_language,
    exclude_area: s.exclude_area ?? d.exclude_area,
    not_found_stop_minutes: String(s.not_found_stop_minutes ?? d.not_found_stop_minutes),
    assrt_token: s.assrt_token ?? d.assrt_token,
    opensubtitles_api_key: s.opensubtitles_api_key ?? d.opensubtitles_api_key,
  };
}

export function toSubtitleSetting(v: SubtitleValues): SubtitleSetting {
  return {
    ...v,
    file_name_template: v.file_name_template.trim(),
    assrt_token: v.assrt_token.trim(),
    opensubtitles_api_key: v.opensubtitles_api_key.trim(),
    not_found_stop_minutes: toInt(v.not_found_stop_minutes),
  };
}
