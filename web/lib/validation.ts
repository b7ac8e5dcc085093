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
 * message. Narrows run in order and stop at the first failure, so a field
 * shows one message at a time.
 */
export function boundedText(rule: TextRule): Type<string> {
  const { required, maxLength, tooLong, minLength, tooShort } = rule;
  return type("string")
    .narrow((value, ctx) => value.length > 0 || ctx.reject({ message: required }))
    .narrow(
      (value, ctx) =>
        minLength === undefined ||
        value.length >= minLength ||
        ctx.reject({ message: tooShort ?? required }),
    )
    .narrow((value, ctx) => value.length <= maxLength || ctx.reject({ message: tooLong }));
}
