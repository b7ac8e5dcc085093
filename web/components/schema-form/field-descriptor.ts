// The §S6 field descriptor (screens.md): one shape for notification channel
// args (snake_case: name, arg_type, enum_values…) and plugin config fields
// (camelCase: fieldName, fieldType…). Both spellings are read here once, so
// the form below only ever sees the normalised SchemaField.

export type SchemaFieldType = "String" | "Bool" | "Enum";

export type EnumChoice = { name: string; value: string };
/** A choice as a server sends it: a plugin manifest may give its value as a number. */
export type RawEnumChoice = { name: string; value: unknown };

/** A descriptor as a server sends it; every key may be missing or null. */
export type RawFieldDescriptor = {
  name?: string | null;
  fieldName?: string | null;
  arg_type?: string | null;
  fieldType?: string | null;
  label?: string | null;
  helper?: string | null;
  /** The plugin config spelling of `helper`. */
  helperText?: string | null;
  required?: boolean | null;
  default_value?: unknown;
  defaultValue?: unknown;
  enum_values?: readonly RawEnumChoice[] | null;
  enumValues?: readonly RawEnumChoice[] | null;
  multi_value?: boolean | null;
  multiValue?: boolean | null;
};

export type SchemaField = {
  name: string;
  type: SchemaFieldType;
  label: string;
  helper: string;
  required: boolean;
  defaultValue: unknown;
  enumValues: readonly EnumChoice[];
  /** String: several lines; Enum: several choices. */
  multi: boolean;
  /** A cap the caller knows of (the server's), enforced by the input. */
  maxLength?: number;
};

/** A field's value: text (String, single Enum), flag (Bool) or list (multi Enum). */
export type SchemaValue = string | boolean | string[];
export type SchemaValues = Record<string, SchemaValue>;

function fieldType(raw: string | null | undefined): SchemaFieldType {
  // Anything unknown is shown as text rather than dropped: the value survives.
  return raw === "Bool" || raw === "Enum" ? raw : "String";
}

/** Reads either spelling; a descriptor without a name is skipped (it could not be saved). */
export function normalizeFields(
  raw: readonly RawFieldDescriptor[] | null | undefined,
): SchemaField[] {
  const out: SchemaField[] = [];
  for (const d of raw ?? []) {
    const name = d.name ?? d.fieldName ?? "";
    if (!name) continue;
    out.push({
      name,
      type: fieldType(d.arg_type ?? d.fieldType),
      label: d.label || name,
      helper: d.helper ?? d.helperText ?? "",
      required: d.required ?? false,
      defaultValue: d.default_value ?? d.defaultValue,
      // As text, as a select holds it and as a saved value is read
      // (asText): choice 1 and a saved 1 are then the same option.
      enumValues: (d.enum_values ?? d.enumValues ?? []).map((e) => ({
        name: e.name,
        value: asText(e.value) ?? "",
      })),
      multi: d.multi_value ?? d.multiValue ?? false,
    });
  }
  return out;
}

function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return undefined;
}

function asList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map((v) => asText(v)).filter((v) => v !== undefined);
  // A single stored value where a list is expected still counts as chosen.
  const one = asText(value);
  return one ? [one] : undefined;
}

function asFlag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === 1) return true;
  if (value === "false" || value === 0) return false;
  return undefined;
}

/** The value a field starts from: the saved one, else its default, else empty. */
export function initialValue(field: SchemaField, saved: unknown): SchemaValue {
  if (field.type === "Bool") return asFlag(saved) ?? asFlag(field.defaultValue) ?? false;
  if (field.type === "Enum" && field.multi)
    return asList(saved) ?? asList(field.defaultValue) ?? [];
  const text = asText(saved) ?? asText(field.defaultValue);
  if (text !== undefined) return text;
  // A required choice starts on its first option: an empty select would be refused.
  if (field.type === "Enum" && field.required) return field.enumValues[0]?.value ?? "";
  return "";
}

/** The form's starting values: one per field, from `saved` (a config object) where it has one. */
export function initialSchemaValues(
  fields: readonly SchemaField[],
  saved?: Record<string, unknown> | null,
): SchemaValues {
  return Object.fromEntries(fields.map((f) => [f.name, initialValue(f, saved?.[f.name])]));
}
