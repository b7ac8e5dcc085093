import { type Type, type } from "arktype";
import { problemOf } from "../../../lib/check-fields";

export type TextRule = {
  /** The "…不能为空" message; leave out for an optional field. */
  required?: string;
  /** The server's cap, counted as it counts (UTF-16 units, after trimming). */
  max: number;
  tooLong: string;
};

/** A text field as server/settings checkText sees it: trimmed, then blank, then too long. */
export function textRule({ required, max, tooLong }: TextRule): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const value = raw.trim();
    if (value === "" && required !== undefined) return ctx.reject({ message: required });
    return value.length <= max || ctx.reject({ message: tooLong });
  });
}

/** The server's caps (server/settings/text.go). */
export const MAX_SECRET_LENGTH = 1024;
export const MAX_PATH_LENGTH = 4096;
export const MAX_SHORT_LENGTH = 255;

/** The first rule's message, else the next one's: one message per field, in the server's order. */
export function firstProblem(...rules: Type<string>[]): Type<string> {
  return type("string").narrow((raw, ctx) => {
    for (const rule of rules) {
      const message = problemOf(rule, raw);
      if (message !== undefined) return ctx.reject({ message });
    }
    return true;
  });
}
