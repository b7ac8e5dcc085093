import { type } from "arktype";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { boundedText } from "../../lib/validation";

/** Seed §5: account and password are required and at most 255 characters. */
export const CREDENTIAL_MAX_LENGTH = 255;

export function createSignInSchema(LL: TranslationFunctions) {
  return type({
    username: boundedText({
      required: LL.signIn.usernameRequired(),
      maxLength: CREDENTIAL_MAX_LENGTH,
      tooLong: LL.signIn.usernameTooLong(),
    }),
    password: boundedText({
      required: LL.signIn.passwordRequired(),
      maxLength: CREDENTIAL_MAX_LENGTH,
      tooLong: LL.signIn.passwordTooLong(),
    }),
  });
}

export type SignInValues = { username: string; password: string };
