import { firstProblem } from "../../../lib/check-fields";
import { maxChars, requiredText } from "../../../lib/field-rules";

/** The server's limit on a hub entry's name (settings.maxNameLen). */
export const MAX_NAME_LENGTH = 32;

/** A hub entry's 名称/别名, as settings.checkName judges it, in the entry kind's words. */
export function entryNameRule(t: { nameRequired: () => string; nameTooLong: () => string }) {
  return firstProblem(requiredText(t.nameRequired()), maxChars(MAX_NAME_LENGTH, t.nameTooLong()));
}
