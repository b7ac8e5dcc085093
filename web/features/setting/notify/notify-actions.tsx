import type { ReactNode } from "react";
import { BusyButton } from "../../../components/busy-button";
import { useI18nContext } from "../../../i18n/i18n-react";

export type NotifyActionsProps = {
  busy: "test" | "save" | "delete" | null;
  onTest: () => void;
  /** 删除, only for a saved channel. */
  remove: ReactNode;
};

/** 删除 on the left; 推送一条消息测试 and 保存设置 (the submit) on the right. */
export function NotifyActions({ busy, onTest, remove }: NotifyActionsProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.edit;
  return (
    <div className="mr-form-actions mr-notify-actions">
      {remove}
      <span className="mr-notify-actions-gap" />
      <BusyButton
        size="large"
        text={t.test()}
        loading={busy === "test"}
        disabled={busy !== null}
        onClick={onTest}
      />
      <BusyButton
        type="submit"
        intent="primary"
        size="large"
        text={t.save()}
        loading={busy === "save"}
        disabled={busy !== null}
      />
    </div>
  );
}
