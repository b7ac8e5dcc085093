import { Checkbox, Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type CheckboxFieldProps = {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  helper?: ReactNode;
  disabled?: boolean;
};

/** A Blueprint checkbox whose label is the clickable text, with an optional note under it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { id, label, checked, onChange, onBlur, helper, disabled } = props;
  const helpId = helper ? `${id}-help` : undefined;
  return (
    <div className="mr-checkbox-field">
      <Checkbox
        id={id}
        name={id}
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
      />
      {helper && (
        <div id={helpId} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {helper}
        </div>
      )}
    </div>
  );
}
