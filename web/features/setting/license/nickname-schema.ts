import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";

/** The server's limit (server/api/license.go): 1–32 characters once trimmed. */
export const NICKNAME_MAX = 32;

export type NicknameValues = { nickname: string };

/** Characters as the server counts them (code points, so an emoji is one). */
export function nicknameLength(value: string): number {
  return Array.from(value.trim()).length;
}

/** The same refusals as upload_nickname, in its words. */
export function createNicknameSchema(LL: TranslationFunctions) {
  const t = LL.settingLog.license;
  const nickname = type("string").narrow((value, ctx) => {
    if (value.trim() === "") return ctx.reject({ message: t.nicknameRequired() });
    return nicknameLength(value) <= NICKNAME_MAX || ctx.reject({ message: t.nicknameTooLong() });
  });
  return type({ nickname });
}
