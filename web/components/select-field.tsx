import { HTMLSelect } from "@blueprintjs/core";
import { FieldFrame, type FieldProps } from "./field-frame";

export type SelectOption<V extends string> = { value: V; label: string };

export type SelectFieldProps<V extends string> = FieldProps<V> & {
  options: readonly SelectOption<V>[];
  /**
   * Nothing chosen yet: while `value` is "", the select shows empty through a
   * disabled, hidden choice, which is not offered in the list.
   */
  blank?: boolean;
};

/** A labelled native select (keyboard and screen-reader friendly as it is). */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const { id, label, value, options, onChange, onBlur, helper, error, disabled, blank } = props;
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
          // Only values from `options` can be chosen.
          onChange={(event) => onChange(event.currentTarget.value as V)}
          onBlur={onBlur}
        >
          {blank && <option value="" disabled hidden />}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label || o.value}
            </option>
          ))}
        </HTMLSelect>
      )}
    </FieldFrame>
  );
}
