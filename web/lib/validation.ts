import type { Type } from "arktype";
import { type } from "./ark";
import { type TextRule, textRuleProblem } from "./text-rule";

export type { TextRule };

/**
 * A required text field with length limits, each failure carrying its own
 * message.
 *
 * ONE narrow checks the rules in order and gives the first failure. Why not a
 * chain of narrows: the built app runs ArkType jitless (our CSP forbids
 * `new Function`), and jitless ArkType runs every narrow of a chain and merges
 * two failures on one value into its own English text ("password ("") must
 * be... valid according to an anonymous predicate").
 */
export function boundedText(rule: TextRule): Type<string> {
  return type("string").narrow((value, ctx) => {
    const message = textRuleProblem(rule, value);
    return message === undefined || ctx.reject({ message });
  });
}
