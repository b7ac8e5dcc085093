import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { textRule } from "../text-rule";

/** screens.md: required, at most 2000 characters (server/settings DoubanInput). */
export const MAX_COOKIE_LENGTH = 2000;

export function createDoubanSchema(LL: TranslationFunctions) {
  const t = LL.settingMetadata.douban;
  return type({
    cookie: textRule({
      required: t.cookieRequired(),
      max: MAX_COOKIE_LENGTH,
      tooLong: t.cookieTooLong(),
    }),
  });
}
