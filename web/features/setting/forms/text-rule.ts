import type { Type } from "arktype";
import { type } from "../../../lib/ark";

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

/** Kept here for the setting forms' imports; lives in lib/check-fields. */
export { firstProblem } from "../../../lib/check-fields";
