import type { ReactNode } from "react";
import { BusyButton } from "./busy-button";

export type FormButtonsProps = {
  /** The row's class: its layout differs between the wizard/config forms and the /setting/* forms. */
  className: string;
  submitting: boolean;
  /** A 测试连接 button that checks the form's values without saving. */
  onTest?: () => void;
  testing?: boolean;
  /** The words on the buttons, from the caller's own texts (the configForms namespace is theirs). */
  testText?: string;
  saveText: string;
  /** The form's own buttons before 测试 (back, skip, delete, 立即同步). */
  children?: ReactNode;
};

/**
 * The one row of buttons under a settings form (/config/*, the setup wizard,
 * the /setting/* forms and entries): the form's own buttons, then 测试连接
 * and the submit button; every button waits while either is busy.
 */
export function FormButtons(props: FormButtonsProps) {
  const { className, submitting, onTest, testing = false, testText, saveText, children } = props;
  const busy = submitting || testing;
  return (
    <div className={className}>
      {children}
      {onTest && (
        <BusyButton
          size="large"
          text={testText}
          loading={testing}
          disabled={busy}
          onClick={onTest}
        />
      )}
      <BusyButton
        type="submit"
        intent="primary"
        size="large"
        text={saveText}
        loading={submitting && !testing}
        disabled={busy}
      />
    </div>
  );
}
