import type { TranslationFunctions } from "../../i18n/i18n-types";
import { httpUrl } from "../../lib/field-rules";

/** A service's 地址 (media server, download client), on /config and /setting alike. */
export function serviceUrlRule(LL: TranslationFunctions) {
  return httpUrl({ required: LL.configForms.urlRequired(), invalid: LL.configForms.urlInvalid() });
}
