import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import type { LinkSetting } from "../api/get-link-setting";
import { MAX_PATH_LENGTH, textRule } from "../text-rule";

export const FORMAT_FIELDS = [
  "movie_filename_format",
  "movie_folder_format",
  "tv_filename_format",
  "tv_folder_format",
] as const;
export type FormatField = (typeof FORMAT_FIELDS)[number];

/** How the server names each format in its messages. */
const LABEL_KEY = {
  movie_filename_format: "movieFilename",
  movie_folder_format: "movieFolder",
  tv_filename_format: "tvFilename",
  tv_folder_format: "tvFolder",
} as const;

/** server/settings LinkSettingInput.Validate: four required templates, link or copy. */
export function createLinkSchema(LL: TranslationFunctions) {
  const t = LL.settingLibrary.link;
  const format = (name: FormatField) => {
    const label = t[LABEL_KEY[name]]();
    return textRule({
      required: t.required({ label }),
      max: MAX_PATH_LENGTH,
      tooLong: t.tooLong({ label }),
    });
  };
  return type({
    movie_filename_format: format("movie_filename_format"),
    movie_folder_format: format("movie_folder_format"),
    tv_filename_format: format("tv_filename_format"),
    tv_folder_format: format("tv_folder_format"),
    recognize: "boolean",
    exact_year: "boolean",
    use_unknown_dir: "boolean",
    file_process_mode: "'link' | 'copy'",
    disc_single_folder: "boolean",
    fix_emby_bdmv_bug: "boolean",
  });
}

/** screens.md defaults for a missing field; built-in recognition is always on. */
export function toLinkValues(s: Partial<LinkSetting>): LinkSetting {
  return {
    movie_filename_format: s.movie_filename_format ?? "",
    movie_folder_format: s.movie_folder_format ?? "",
    tv_filename_format: s.tv_filename_format ?? "",
    tv_folder_format: s.tv_folder_format ?? "",
    recognize: true,
    exact_year: s.exact_year ?? true,
    use_unknown_dir: s.use_unknown_dir ?? true,
    file_process_mode: s.file_process_mode === "copy" ? "copy" : "link",
    disc_single_folder: s.disc_single_folder ?? false,
    fix_emby_bdmv_bug: s.fix_emby_bdmv_bug ?? false,
  };
}

export function toLinkSetting(v: LinkSetting): LinkSetting {
  const out = { ...v, recognize: true };
  for (const name of FORMAT_FIELDS) out[name] = v[name].trim();
  return out;
}
