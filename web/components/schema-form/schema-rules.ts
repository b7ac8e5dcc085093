import { type } from "../../lib/ark";
import type { SchemaField, SchemaValue, SchemaValues } from "./field-descriptor";

/** Whether a value counts as filled in: trimmed text, or at least one choice. */
export function isFilled(value: SchemaValue | undefined): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined;
}

/** Each missing required field's message, by field name. */
export function missingRequired(
  fields: readonly SchemaField[],
  values: SchemaValues,
  message: (label: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.required && f.type !== "Bool" && !isFilled(values[f.name]))
      out[f.name] = message(f.label);
  }
  return out;
}

/**
 * The form's schema: required fields must be filled, each refusal under its own
 * field. The server checks the same (the message is its "<label>不能为空"), so
 * the form only saves the round trip; §S6's original did not check at all.
 */
export function createSchemaValuesSchema(
  fields: readonly SchemaField[],
  message: (label: string) => string,
) {
  return type({ "[string]": "unknown" }).narrow((values, ctx) => {
    const missing = Object.entries(missingRequired(fields, values as SchemaValues, message));
    for (const [name, text] of missing) ctx.reject({ message: text, path: [name] });
    return missing.length === 0;
  });
}
