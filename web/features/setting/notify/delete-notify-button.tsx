import { TrashIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { BusyButton } from "../../../components/busy-button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useI18nContext } from "../../../i18n/i18n-react";

export type DeleteNotifyButtonProps = {
  name: string;
  disabled: boolean;
  loading: boolean;
  onConfirm: () => void;
};

/**
 * 删除 with a confirmation first: a deleted channel and its keys cannot be
 * brought back.
 */
export function DeleteNotifyButton({
  name,
  disabled,
  loading,
  onConfirm,
}: DeleteNotifyButtonProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.edit;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <BusyButton
        size="large"
        intent="danger"
        variant="outlined"
        icon={<TrashIcon />}
        text={t.delete()}
        disabled={disabled}
        loading={loading}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        isOpen={asking}
        title={t.deleteTitle()}
        confirmText={t.delete()}
        cancelText={t.cancel()}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        <p>{t.deleteConfirm({ name })}</p>
      </ConfirmDialog>
    </>
  );
}
