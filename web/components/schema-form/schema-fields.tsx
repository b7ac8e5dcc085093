import { visibleError } from "../text-field";
import type { SchemaField, SchemaValue } from "./field-descriptor";
import { SchemaFieldControl } from "./schema-field-control";
import type { SchemaFormApi } from "./use-schema-form";

export type SchemaFieldsProps = {
  form: SchemaFormApi;
  fields: readonly SchemaField[];
  /** Prefix of the inputs' ids, unique on the page ("notify" → "notify-device_key"). */
  idPrefix: string;
  disabled?: boolean;
};

/** One labelled control per descriptor, in order, bound to the form's value of that name. */
export function SchemaFields({ form, fields, idPrefix, disabled }: SchemaFieldsProps) {
  return (
    <>
      {fields.map((descriptor) => (
        <form.Field key={descriptor.name} name={descriptor.name}>
          {(field) => (
            <SchemaFieldControl
              id={`${idPrefix}-${descriptor.name.replace(/[^A-Za-z0-9_-]+/g, "-")}`}
              field={descriptor}
              value={field.state.value as SchemaValue}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={visibleError(field.state.meta)}
              disabled={disabled}
            />
          )}
        </form.Field>
      ))}
    </>
  );
}
