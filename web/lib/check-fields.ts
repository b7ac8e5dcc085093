import type { Type } from "arktype";
import { type } from "./ark";

/** One field to check: where its value sits in the form, the rule, and the value. */
export type FieldCheck = readonly [path: readonly PropertyKey[], rule: Type<string>, value: string];

/** The first message `rule` gives for `value`, if it refuses it. */
export function problemOf(rule: Type<string>, value: string): string | undefined {
  const result = rule["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("field rules must be synchronous");
  return result.issues?.[0]?.message;
}

type RejectContext = {
  reject: (problem: { message: string; path: PropertyKey[] }) => false;
};

/**
 * Runs every check inside one object-level `narrow` and rejects each failure
 * at its own path.
 *
 * Why not per-property types: ArkType runs an object's `narrow` only once all
 * its properties are valid, so a rule that depends on another field (the
 * token's name on the server type, the account only when login is needed)
 * would stay hidden until every other field was fixed. Checking all fields
 * here shows every problem at once, each under its own field.
 */
export function checkFields(ctx: RejectContext, checks: readonly FieldCheck[]): boolean {
  let ok = true;
  for (const [path, rule, value] of checks) {
    const message = problemOf(rule, value);
    if (message !== undefined) {
      ctx.reject({ message, path: [...path] });
      ok = false;
    }
  }
  return ok;
}

/**
 * The first rule's message, else the next one's: one message per field.
 *
 * Use this instead of `a.and(b)`: the built app runs ArkType jitless, where an
 * intersection that fails twice on one value gives ArkType's own English text.
 */
export function firstProblem(...rules: Type<string>[]): Type<string> {
  return type("string").narrow((raw, ctx) => {
    for (const rule of rules) {
      const message = problemOf(rule, raw);
      if (message !== undefined) return ctx.reject({ message });
    }
    return true;
  });
}
