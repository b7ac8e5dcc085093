import type { StandardSchemaV1 } from "@tanstack/react-form";

// Text-field rules with no schema library behind them, so the first screen
// (sign-in) validates without loading ArkType: building ArkType's scopes at
// import took ~80 ms of the long task that first renders the sign-in form.
// lib/validation.ts runs the same rule inside ArkType for the other forms.

export type TextRule = {
  required: string;
  maxLength: number;
  tooLong: string;
  minLength?: number;
  tooShort?: string;
};

/** The message `rule` gives for `value` (the first rule it breaks), if any. */
export function textRuleProblem(rule: TextRule, value: string): string | undefined {
  const { required, maxLength, tooLong, minLength, tooShort } = rule;
  if (value.length === 0) return required;
  if (minLength !== undefined && value.length < minLength) return tooShort ?? required;
  return value.length <= maxLength ? undefined : tooLong;
}

/**
 * A Standard Schema (what TanStack Form's validators take) for a form of text
 * fields: one issue per failing field, at that field's path, as ArkType's
 * `type({ field: boundedText(rule) })` reports them.
 */
export function textFieldsSchema<K extends string>(
  rules: Record<K, TextRule>,
): StandardSchemaV1<Record<K, string>> & { json: object } {
  return {
    // The shape as ArkType's `.json` describes it, so code that walks every
    // form schema (tests/unit/form-messages.test.ts) treats both alike.
    json: {
      domain: "object",
      required: Object.keys(rules).map((key) => ({ key, value: "string" })),
    },
    "~standard": {
      version: 1,
      vendor: "movie-robot",
      validate(value) {
        const values = (value ?? {}) as Record<string, unknown>;
        const issues = Object.entries<TextRule>(rules).flatMap(([key, rule]) => {
          const text = values[key];
          const message = typeof text === "string" ? textRuleProblem(rule, text) : rule.required;
          return message === undefined ? [] : [{ message, path: [key] }];
        });
        return issues.length ? { issues } : { value: values as Record<K, string> };
      },
    },
  };
}
