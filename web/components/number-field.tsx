import { NumericInput } from "@blueprintjs/core";
import { FieldFrame, type TextValueFieldProps } from "./field-frame";

export type NumberFieldProps = TextValueFieldProps & {
  min?: number;
  max?: number;
};

/**
 * A labelled numeric input. The value stays text while typing (an empty or
 * half-typed number is not silently turned into 0); the schema checks it.
 */
export function NumberField(props: NumberFieldProps) {
  const { id, label, value, onChange, onBlur, min, max, maxLength, helper, error } = props;
  const { disabled } = props;
  return (
    <FieldFrame id={id} label={label} helper={helper} error={error} disabled={disabled}>
      {(describedBy) => (
        <NumericInput
          id={id}
          name={id}
          fill
          size="large"
          // No stepper buttons: their built-in labels are English only.
          buttonPosition="none"
          allowNumericCharactersOnly
          inputMode="numeric"
          value={value}
          min={min}
          max={max}
          maxLength={maxLength}
          disabled={disabled}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onValueChange={(_n, text) => onChange(text)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
