import { FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type FieldFrameProps = {
  id: string;
  label: ReactNode;
  /** Explains the field; replaced by the error while there is one. */
  helper?: ReactNode;
  /** Already filtered by the form: only set once the field was touched. */
  error?: string | undefined;
  disabled?: boolean;
  /** Renders the control, told which element describes it. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** What a labelled field takes: its value and its change, and what its frame shows. */
export type FieldProps<V> = {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** Forms that show errors once a field is touched (TanStack Form) pass theirs. */
  onBlur?: () => void;
  helper?: ReactNode;
  /** Already filtered by the form: only set once the field was touched. */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * A field of text (TextField, NumberField, TextAreaField): a number too is
 * the text as typed, and the form's schema decides whether it is valid.
 */
export type TextValueFieldProps = FieldProps<string> & { maxLength?: number };

/**
 * The label, helper and error around one form control. The text under the
 * field is the error when there is one, else the helper; either is tied to the
 * control through aria-describedby, so a screen reader reads what is shown.
 */
export function FieldFrame({ id, label, helper, error, disabled, children }: FieldFrameProps) {
  const noteId = error ? `${id}-error` : helper ? `${id}-help` : undefined;
  const note = error ?? helper;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      disabled={disabled}
      intent={error ? "danger" : "none"}
      helperText={note ? <span id={noteId}>{note}</span> : undefined}
    >
      {children(noteId)}
    </FormGroup>
  );
}
