import type { Type } from "arktype";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { boundedText } from "../../lib/validation";

/** An account's username, nickname (1–64) and password (6–64): the server's limits. */
export function accountRules(
  LL: TranslationFunctions,
): Record<"username" | "nickname" | "password", Type<string>> {
  // The "account" namespace: each route that checks accounts loads it.
  return {
    username: boundedText({
      required: LL.account.usernameRequired(),
      maxLength: 64,
      tooLong: LL.account.usernameTooLong(),
    }),
    nickname: boundedText({
      required: LL.account.nicknameRequired(),
      maxLength: 64,
      tooLong: LL.account.nicknameTooLong(),
    }),
    password: boundedText({
      required: LL.account.passwordRequired(),
      minLength: 6,
      tooShort: LL.account.passwordTooShort(),
      maxLength: 64,
      tooLong: LL.account.passwordTooLong(),
    }),
  };
}
