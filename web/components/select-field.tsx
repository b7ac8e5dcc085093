import { HTMLSelect } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";

export type SelectOption<V extends string> = { value: V; label: string };

export type SelectFieldProps<V extends string> = {
  id: string;
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  helper?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
};

/** A labelled native select (keyboard and screen-reader friendly as it is). */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const { id, label, value, options, onChange, onBlur, helper, error, disabled } = props;
  return (
    <FieldFrame id={id} label={label} helper={helper} error={error} disabled={disabled}>
      {(describedBy) => (
        <HTMLSelect
          id={id}
          name={id}
          fill
          large
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          // Only values from `options` can be chosen.
          onChange={(event) => onChange(event.currentTarget.value as V)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
