import type { Type } from "arktype";
import { boundedText } from "../../lib/validation";

/** A screen's words for an account's fields (用户管理, or the invited sign-up). */
export type AccountTexts = {
  usernameRequired: () => string;
  usernameTooLong: () => string;
  nicknameRequired: () => string;
  nicknameTooLong: () => string;
  passwordRequired: () => string;
  passwordTooShort: () => string;
  passwordTooLong: () => string;
};

/** An account's username, nickname (1–64) and password (6–64): the server's limits. */
export function accountRules(
  t: AccountTexts,
): Record<"username" | "nickname" | "password", Type<string>> {
  return {
    username: boundedText({
      required: t.usernameRequired(),
      maxLength: 64,
      tooLong: t.usernameTooLong(),
    }),
    nickname: boundedText({
      required: t.nicknameRequired(),
      maxLength: 64,
      tooLong: t.nicknameTooLong(),
    }),
    password: boundedText({
      required: t.passwordRequired(),
      minLength: 6,
      tooShort: t.passwordTooShort(),
      maxLength: 64,
      tooLong: t.passwordTooLong(),
    }),
  };
}
