import { InputGroup } from "@blueprintjs/core";
import { FieldFrame, type TextValueFieldProps } from "./field-frame";

export type TextFieldProps = TextValueFieldProps & {
  autoComplete?: string;
  type?: "text" | "password";
  readOnly?: boolean;
  /** Shown inside the input on the right (a picker button, a unit). */
  rightElement?: React.JSX.Element;
  onClick?: () => void;
};

/** A labelled Blueprint input whose error or helper is announced through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, onBlur, autoComplete = "off", type = "text" } = props;
  const { error, helper, disabled, readOnly, maxLength, rightElement, onClick } = props;
  return (
    <FieldFrame id={id} label={label} helper={helper} error={error} disabled={disabled}>
      {(describedBy) => (
        <InputGroup
          id={id}
          name={id}
          type={type}
          size="large"
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          rightElement={rightElement}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onValueChange={onChange}
          onBlur={onBlur}
          onClick={onClick}
        />
      )}
    </FieldFrame>
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
