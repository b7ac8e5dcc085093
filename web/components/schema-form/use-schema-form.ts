import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import type { SchemaField, SchemaValues } from "./field-descriptor";
import { createSchemaValuesSchema } from "./schema-rules";

/** Which button sent the form (测试 or 保存); the page picks the call. */
export type SchemaSubmitMeta = { action: string };

export type UseSchemaFormOptions = {
  fields: readonly SchemaField[];
  /** Where the form starts (initialSchemaValues). */
  initial: SchemaValues;
  /** "<label>不能为空"; leave out to not check required fields (as §S6's original). */
  requiredMessage?: (label: string) => string;
  /** Gets the values object, one entry per field, as edited. */
  onSubmit: (values: SchemaValues, meta: SchemaSubmitMeta) => Promise<void> | void;
};

const SAVE: SchemaSubmitMeta = { action: "save" };

/**
 * The TanStack Form behind a schema-driven form: one form value per field
 * name, checked on every change, blur and submit like every other form here.
 * Render its fields with <SchemaFields form={…} />.
 */
export function useSchemaForm({
  fields,
  initial,
  requiredMessage,
  onSubmit,
}: UseSchemaFormOptions) {
  const schema = useLazySchema(
    () => createSchemaValuesSchema(requiredMessage ? fields : [], requiredMessage ?? String),
    [fields, requiredMessage],
  );
  return useForm({
    defaultValues: initial,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: SAVE,
    onSubmit: ({ value, meta }) => onSubmit(value, meta),
  });
}

export type SchemaFormApi = ReturnType<typeof useSchemaForm>;
