import type { TranslationFunctions } from "../i18n/i18n-types";

// 选种规则 are stored by key (compress, collection, compact); people see
// their names. A key this build does not know (a newer server's) is shown as is.

const KNOWN = ["compress", "collection", "compact"] as const;
type Known = (typeof KNOWN)[number];

const isKnown = (name: string): name is Known => (KNOWN as readonly string[]).includes(name);

/** 压制优先 for "compress" …; an unknown key as it is. */
export function scoreRuleLabel(LL: TranslationFunctions, name: string): string {
  return isKnown(name) ? LL.scoreRules[name]() : name;
}
