import type { TranslationFunctions } from "../../i18n/i18n-types";
import { textFieldsSchema } from "../../lib/text-rule";

export const ADMIN_FIELD_MAX_LENGTH = 64;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_ADMIN_USERNAME = "admin";

export type SetupAdminValues = { username: string; password: string; confirmPassword: string };

/**
 * No ArkType here, as on sign-in (lib/text-rule runs the same rules
 * boundedText does): /setup/admin is the first screen of a new install, and
 * ArkType alone (40 kB brotli) would take its first load over budget.
 */
export function createSetupAdminSchema(LL: TranslationFunctions) {
  const t = LL.setupAdmin;
  const fields = textFieldsSchema<keyof SetupAdminValues>({
    username: {
      required: t.usernameRequired(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.usernameTooLong(),
    },
    password: {
      required: t.passwordRequired(),
      minLength: ADMIN_PASSWORD_MIN_LENGTH,
      tooShort: t.passwordTooShort(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.passwordTooLong(),
    },
    confirmPassword: {
      required: t.confirmRequired(),
      maxLength: ADMIN_FIELD_MAX_LENGTH,
      tooLong: t.passwordTooLong(),
    },
  });
  const validateFields = fields["~standard"].validate;
  return {
    ...fields,
    "~standard": {
      ...fields["~standard"],
      // Compared only once every field is valid (as ArkType's .narrow did),
      // so the mismatch never hides a more basic problem.
      validate(value: unknown) {
        const result = validateFields(value);
        if (result instanceof Promise || result.issues) return result;
        if (result.value.password === result.value.confirmPassword) return result;
        return { issues: [{ message: t.confirmMismatch(), path: ["confirmPassword"] }] };
      },
    },
  } satisfies typeof fields;
}
