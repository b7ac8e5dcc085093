import { Button, Callout } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { FormButtons } from "../../components/form-buttons";
import { useI18nContext } from "../../i18n/i18n-react";
import { useWizardPosition } from "../setup/wizard-steps";
import type { FormMode } from "./form-mode";

export type FormActionsProps = {
  mode: FormMode;
  submitting: boolean;
  /** "测试连接": checks without saving. */
  onTest?: () => void;
  testing?: boolean;
  /** Overrides 保存 in config mode (score-config says 保存设置, as the original). */
  saveLabel?: string;
};

/**
 * The buttons under a settings form, placed alike on every step: the
 * wizard's back button (named after the step it returns to) on the left;
 * 跳过此步 (steps many configure later), 测试连接 and the submit button on the right.
 */
export function FormActions(props: FormActionsProps) {
  const { mode, submitting, onTest, testing = false, saveLabel } = props;
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const position = useWizardPosition();
  const wizard = mode === "wizard" ? position : undefined;
  const busy = submitting || testing;
  const t = LL.firstRun.wizard;
  const submitText = !wizard
    ? (saveLabel ?? LL.configForms.actions.save())
    : wizard.isLast
      ? t.finish()
      : LL.configForms.actions.saveAndNext();
  const back = wizard?.previous;
  const skipTo = wizard?.step.skipNote ? wizard.next : undefined;
  return (
    <>
      {skipTo && wizard?.step.skipNote && (
        <Callout className="mr-form-callout" compact>
          {wizard.step.skipNote(LL)}
        </Callout>
      )}
      <FormButtons
        className="mr-form-actions"
        submitting={submitting}
        onTest={onTest}
        testing={testing}
        testText={LL.configForms.actions.testConnection()}
        saveText={submitText}
      >
        {back && (
          <Button
            className="mr-form-actions-back"
            size="large"
            text={t.back({ step: back.title(LL) })}
            disabled={busy}
            onClick={() => navigate(back.path)}
          />
        )}
        {skipTo && (
          <Button
            size="large"
            variant="outlined"
            text={t.skip()}
            disabled={busy}
            onClick={() => navigate(skipTo.path)}
          />
        )}
      </FormButtons>
    </>
  );
}
