import { FormGroup, InputGroup } from "@blueprintjs/core";

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete: string;
  type?: "text" | "password";
  /** Already filtered by the form: only set once the field was touched. */
  error?: string | undefined;
  disabled?: boolean;
};

/** A labelled Blueprint input whose error is announced through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    autoComplete,
    type = "text",
    error,
    disabled,
  } = props;
  const errorId = `${id}-error`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? "danger" : "none"}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <InputGroup
        id={id}
        name={id}
        type={type}
        size="large"
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        intent={error ? "danger" : "none"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onValueChange={onChange}
        onBlur={onBlur}
      />
    </FormGroup>
  );
}

/** The first message of a TanStack Form field's errors (strings or standard-schema issues). */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === "string" && error) return error;
    if (typeof error === "object" && error !== null && "message" in error) {
      const { message } = error;
      if (typeof message === "string" && message) return message;
    }
  }
  return undefined;
}

/** Seed §2: a field's error shows only after that field was touched (a submit touches all). */
export function visibleError(meta: {
  isTouched: boolean;
  errors: readonly unknown[];
}): string | undefined {
  return meta.isTouched ? firstErrorMessage(meta.errors) : undefined;
}
