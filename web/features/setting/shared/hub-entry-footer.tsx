import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBanner } from "../../../components/error-banner";
import { useI18nContext } from "../../../i18n/i18n-react";
import { SaveCallout } from "../../config/save-callout";
import type { Outcome } from "../../config/use-save-flow";
import { EntryActions } from "./hub-entry-actions";

export type EntryFooterProps = {
  /** The last refusal of a save or delete. */
  error: string | null;
  /** The last 测试连接 result. */
  testResult: Outcome | null;
  submitting: boolean;
  testing: boolean;
  onTest: () => void;
  /** Editing a stored entry: the question to ask, and the delete itself. */
  deletion?: { question: string; remove: () => Promise<unknown> };
};

/**
 * The end of an entry form (media server, download client): the refusal,
 * the connection test's result, 删除 / 测试连接 / 保存, and the 操作提示
 * asked before a delete, which cannot be undone.
 */
export function EntryFooter({
  error,
  testResult,
  submitting,
  testing,
  onTest,
  deletion,
}: EntryFooterProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.actions;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!deletion) return;
    setDeleting(true);
    await deletion.remove();
    setDeleting(false);
    setConfirming(false);
  }

  return (
    <>
      {error && <ErrorBanner message={error} />}
      <SaveCallout outcome={testResult} />
      <EntryActions
        submitting={submitting || deleting}
        testing={testing}
        onTest={onTest}
        onDelete={deletion ? () => setConfirming(true) : undefined}
      />
      {deletion && (
        <ConfirmDialog
          isOpen={confirming}
          title={t.confirmTitle()}
          confirmText={t.confirmDelete()}
          cancelText={t.cancel()}
          busy={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          <p>{deletion.question}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
