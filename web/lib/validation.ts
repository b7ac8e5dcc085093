import { type Type, type } from "arktype";

export type TextRule = {
  required: string;
  maxLength: number;
  tooLong: string;
  minLength?: number;
  tooShort?: string;
};

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
  const { required, maxLength, tooLong, minLength, tooShort } = rule;
  return type("string").narrow((value, ctx) => {
    if (value.length === 0) return ctx.reject({ message: required });
    if (minLength !== undefined && value.length < minLength)
      return ctx.reject({ message: tooShort ?? required });
    return value.length <= maxLength || ctx.reject({ message: tooLong });
  });
}
