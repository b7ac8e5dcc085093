import type { ReactNode } from "react";
import { useMemo } from "react";
import {
  initialSchemaValues,
  normalizeFields,
  type SchemaValues,
} from "../../components/schema-form/field-descriptor";
import { SchemaFields } from "../../components/schema-form/schema-fields";
import { useSchemaForm } from "../../components/schema-form/use-schema-form";
import { submitHandler } from "../../lib/submit-handler";
import type { ConfigField, PluginConfig } from "./types";

export type PluginConfigFormProps = {
  /** The form's id: the dialog's submit button sits outside it (form=…). */
  id: string;
  label: string;
  fields: readonly ConfigField[] | null | undefined;
  saved: PluginConfig | undefined;
  disabled?: boolean;
  onSubmit: (values: SchemaValues) => Promise<unknown>;
  /** Shown above the fields (version, dependencies, changelog). */
  children?: ReactNode;
};

/**
 * A plugin's config (or a command's arguments) as the §S6 schema form;
 * `required` is not checked on the client, as in the original.
 */
export function PluginConfigForm(props: PluginConfigFormProps) {
  const fields = useMemo(() => normalizeFields(props.fields), [props.fields]);
  const initial = useMemo(() => initialSchemaValues(fields, props.saved), [fields, props.saved]);
  const form = useSchemaForm({
    fields,
    initial,
    onSubmit: async (values) => {
      await props.onSubmit(values);
    },
  });
  return (
    <form id={props.id} noValidate aria-label={props.label} onSubmit={submitHandler(form)}>
      {props.children}
      <SchemaFields form={form} fields={fields} idPrefix={props.id} disabled={props.disabled} />
    </form>
  );
}
