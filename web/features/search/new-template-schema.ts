import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type } from "../../lib/ark";
import { checkFields } from "../../lib/check-fields";
import { maxChars, requiredText } from "../../lib/field-rules";

/** The server's cap on a template name (server/settings/names.go maxNameLen). */
export const MAX_TEMPLATE_NAME = 32;

/** 模版名称: required and at most 32 characters, in the server's words. */
export function createNewTemplateSchema(LL: TranslationFunctions) {
  const t = LL.settingNotify.search;
  const required = requiredText(t.templateNameRequired());
  const short = maxChars(MAX_TEMPLATE_NAME, t.templateNameTooLong({ max: MAX_TEMPLATE_NAME }));
  return type({ name: "string" }).narrow((v, ctx) =>
    checkFields(ctx, [
      [["name"], required, v.name],
      [["name"], short, v.name],
    ]),
  );
}
