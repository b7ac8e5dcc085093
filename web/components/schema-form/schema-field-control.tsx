import { useI18nContext } from "../../i18n/i18n-react";
import { CheckboxField } from "../checkbox-field";
import { MultiSelectField } from "../multi-select-field";
import { SelectField } from "../select-field";
import { TextField } from "../text-field";
import type { SchemaField, SchemaValue } from "./field-descriptor";
import { TextAreaField } from "./text-area-field";

export type SchemaFieldControlProps = {
  id: string;
  field: SchemaField;
  value: SchemaValue;
  onChange: (value: SchemaValue) => void;
  onBlur: () => void;
  /** Already filtered by the form: only set once the field was touched. */
  error?: string | undefined;
  disabled?: boolean;
};

/** The single-choice options: an empty choice first unless one is required, and a stored value kept. */
export function singleOptions(field: SchemaField, value: string, noneLabel: string) {
  const options = field.enumValues.map((e) => ({ value: e.value, label: e.name }));
  if (value !== "" && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: value });
  }
  if (!field.required || value === "") options.unshift({ value: "", label: noneLabel });
  return options;
}

/**
 * One §S6 field: String → text field (multi-line when multi_value), Bool →
 * checkbox with its helper, Enum → select, or multi-select with tags when
 * multi_value. Labels and helpers are the server's, shown as they come.
 */
export function SchemaFieldControl(props: SchemaFieldControlProps) {
  const { id, field, value, onChange, onBlur, error, disabled } = props;
  const { LL } = useI18nContext();
  const common = { id, label: field.label, helper: field.helper || undefined, disabled };
  if (field.type === "Bool") {
    return (
      <CheckboxField {...common} checked={value === true} onChange={onChange} onBlur={onBlur} />
    );
  }
  if (field.type === "Enum" && field.multi) {
    const list = Array.isArray(value) ? value : [];
    return (
      <MultiSelectField
        {...common}
        options={field.enumValues.map((e) => ({ value: e.value, label: e.name }))}
        value={list}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
    );
  }
  const text = typeof value === "string" ? value : "";
  if (field.type === "Enum") {
    return (
      <SelectField
        {...common}
        value={text}
        options={singleOptions(field, text, LL.schemaForm.noneOption())}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
    );
  }
  const Input = field.multi ? TextAreaField : TextField;
  return (
    <Input
      {...common}
      value={text}
      maxLength={field.maxLength}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
