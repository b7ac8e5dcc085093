import { type } from "arktype";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { boundedText } from "../../lib/validation";

export const ADMIN_FIELD_MAX_LENGTH = 64;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_ADMIN_USERNAME = "admin";

export type SetupAdminValues = { username: string; password: string; confirmPassword: string };

export function createSetupAdminSchema(LL: TranslationFunctions) {
  const t = LL.setupAdmin;
  return type({
    username: boundedText({
      required: t.usernameRequired(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.usernameTooLong(),
    }),
    password: boundedText({
      required: t.passwordRequired(),
      minLength: ADMIN_PASSWORD_MIN_LENGTH,
      tooShort: t.passwordTooShort(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.passwordTooLong(),
    }),
    confirmPassword: boundedText({
      required: t.confirmRequired(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.passwordTooLong(),
    }),
    // arktype checks this only once every field above is valid, so the
    // mismatch never hides a more basic problem.
  }).narrow(
    (values, ctx) =>
      values.password === values.confirmPassword ||
      ctx.reject({ message: t.confirmMismatch(), path: ["confirmPassword"] }),
  );
}
