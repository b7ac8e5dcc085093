import type { ReactNode } from "react";
import { ErrorBanner } from "../../../components/error-banner";
import { FormButtons } from "../../../components/form-buttons";
import { useI18nContext } from "../../../i18n/i18n-react";

export type SettingFormActionsProps = {
  /** The server's last refusal (also toasted): kept here, next to the buttons, until the next try. */
  error: string | null;
  submitting: boolean;
  /** A 测试 button that checks the form's values without saving (cookie-cloud). */
  onTest?: () => void;
  testing?: boolean;
  /** A form's own action before 测试 (cookie-cloud's 立即同步). */
  extra?: ReactNode;
  /** Other words for 测试 and 保存 where a page holds two forms (服务地址). */
  testText?: string;
  saveText?: string;
};

/** The end of every /setting/* form: the refusal, if any, then 测试 and 保存. */
export function SettingFormActions(props: SettingFormActionsProps) {
  const { error, submitting, onTest, testing = false, extra, testText, saveText } = props;
  const { LL } = useI18nContext();
  return (
    <>
      {error && <ErrorBanner message={error} />}
      <FormButtons
        className="mr-setting-actions"
        submitting={submitting}
        onTest={onTest}
        testing={testing}
        testText={testText ?? LL.settingForms.test()}
        saveText={saveText ?? LL.configForms.actions.save()}
      >
        {extra}
      </FormButtons>
    </>
  );
}
