import { Button } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import { FormButtons } from "../../../components/form-buttons";
import { useI18nContext } from "../../../i18n/i18n-react";

export type EntryActionsProps = {
  submitting: boolean;
  testing: boolean;
  onTest: () => void;
  /** Only when editing a stored entry. */
  onDelete?: () => void;
};

/** Under an entry form (media server, download client): 删除 on the left; 测试连接 and 保存. */
export function EntryActions({ submitting, testing, onTest, onDelete }: EntryActionsProps) {
  const { LL } = useI18nContext();
  const busy = submitting || testing;
  return (
    <FormButtons
      className="mr-form-actions mr-entry-actions"
      submitting={submitting}
      onTest={onTest}
      testing={testing}
      testText={LL.configForms.actions.testConnection()}
      saveText={LL.configForms.actions.save()}
    >
      {onDelete && (
        <Button
          className="mr-entry-delete"
          size="large"
          intent="danger"
          variant="outlined"
          icon={<TrashIcon />}
          text={LL.settingHub.actions.delete()}
          disabled={busy}
          aria-haspopup="dialog"
          onClick={onDelete}
        />
      )}
    </FormButtons>
  );
}
