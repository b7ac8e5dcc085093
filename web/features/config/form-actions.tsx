import { Button } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import type { FormMode } from "./form-mode";

export type FormActionsProps = {
  mode: FormMode;
  submitting: boolean;
  /** The wizard's back button (label and route); not shown under /config/*. */
  back?: { label: string; href: string };
  /** "测试连接": checks without saving. */
  onTest?: () => void;
  testing?: boolean;
  /** Overrides 保存 in config mode (score-config says 保存设置, as the original). */
  saveLabel?: string;
};

/** The buttons under a settings form: back (wizard), 测试连接, and the submit button. */
export function FormActions(props: FormActionsProps) {
  const { mode, submitting, back, onTest, testing = false, saveLabel } = props;
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const busy = submitting || testing;
  const submitText =
    mode === "wizard" ? LL.config.actions.saveAndNext() : (saveLabel ?? LL.config.actions.save());
  return (
    <div className="mr-form-actions">
      {mode === "wizard" && back && (
        <Button
          size="large"
          text={back.label}
          disabled={busy}
          onClick={() => navigate(back.href)}
        />
      )}
      {onTest && (
        <Button
          size="large"
          text={LL.config.actions.testConnection()}
          loading={testing}
          disabled={busy}
          onClick={onTest}
        />
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        text={submitText}
        loading={submitting && !testing}
        disabled={busy}
      />
    </div>
  );
}
