import type { TranslationFunctions } from "../../i18n/i18n-types";
import { textFieldsSchema } from "../../lib/text-rule";

/** Seed §5: account and password are required and at most 255 characters. */
export const CREDENTIAL_MAX_LENGTH = 255;

/**
 * No ArkType here (the rules are lib/text-rule's, the same ones boundedText
 * runs): the sign-in screen is the first most visits paint, and loading
 * ArkType would build its scopes inside the task that renders the form.
 */
export function createSignInSchema(LL: TranslationFunctions) {
  return textFieldsSchema({
    username: {
      required: LL.signIn.usernameRequired(),
      maxLength: CREDENTIAL_MAX_LENGTH,
      tooLong: LL.signIn.usernameTooLong(),
    },
    password: {
      required: LL.signIn.passwordRequired(),
      maxLength: CREDENTIAL_MAX_LENGTH,
      tooLong: LL.signIn.passwordTooLong(),
    },
  });
}

export type SignInValues = { username: string; password: string };
