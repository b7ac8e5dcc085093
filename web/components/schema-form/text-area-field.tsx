import { TextArea } from "@blueprintjs/core";
import { FieldFrame, type TextValueFieldProps } from "../field-frame";

export type TextAreaFieldProps = TextValueFieldProps & {
  /** Grows with its text between these (screens.md: templates up to 30 rows). */
  minRows?: number;
  maxRows?: number;
};

/** Rows for `text`: one more than its lines, so the next line has room, within [min, max]. */
export function rowsFor(text: string, minRows: number, maxRows: number): number {
  const lines = text.split("\n").length + 1;
  return Math.min(maxRows, Math.max(minRows, lines));
}

/** A labelled multi-line input that grows with its text up to `maxRows`, then scrolls. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { id, label, value, onChange, onBlur, helper, error, disabled, maxLength } = props;
  const { minRows = 3, maxRows = 12 } = props;
  return (
    <FieldFrame id={id} label={label} helper={helper} error={error} disabled={disabled}>
      {(describedBy) => (
        <TextArea
          id={id}
          name={id}
          fill
          rows={rowsFor(value, minRows, maxRows)}
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          spellCheck={false}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
