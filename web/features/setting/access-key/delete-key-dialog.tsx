import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { AccessKey } from "./api/list-access-keys";

export type DeleteKeyDialogProps = {
  /** The key to delete; null: closed. */
  item: AccessKey | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * 删除API密钥？ A deleted key stops working at once, so this asks first.
 */
export function DeleteKeyDialog({ item, onCancel, onConfirm }: DeleteKeyDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.accessKey;
  return (
    <ConfirmDialog
      isOpen={item !== null}
      title={t.confirmTitle()}
      confirmText={t.confirm()}
      cancelText={t.cancel()}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t.confirmBody({ nickname: item?.nickname ?? "" })}</p>
      <code className="mr-key-value">{item?.access_key}</code>
    </ConfirmDialog>
  );
}
