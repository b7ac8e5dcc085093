import { Button } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { lazyDialog } from "../../components/lazy-dialog";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { deleteSubDataset } from "./api/delete-sub-dataset";
import { subDatasetListKey } from "./api/sub-dataset-list";

// The subscribe form (the form library, the filter fields) loads on first use.
const RankingSubDialog = lazyDialog(() => import("./ranking-sub-dialog"), "RankingSubDialog");

export type RankingSubButtonProps = { rankKey: string; name: string; subscribed: boolean };

/** A ranking row's header button: 订阅榜单 opens the dialog; 取消订阅 (red) asks first. */
export function RankingSubButton({ rankKey, name, subscribed }: RankingSubButtonProps) {
  const { LL } = useI18nContext();
  const t = LL.rankingSub;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { busy, attempt } = useBusyAction();

  async function unsubscribe() {
    await attempt(async () => {
      const { message } = await deleteSubDataset(rankKey);
      if (message) void toast.success(message);
      await queryClient.invalidateQueries({ queryKey: subDatasetListKey });
      setOpen(false);
    });
  }

  if (!subscribed) {
    return (
      <>
        <Button
          variant="outlined"
          text={t.subscribe()}
          aria-label={t.subscribeLabel({ name })}
          onMouseEnter={RankingSubDialog.preload}
          onFocus={RankingSubDialog.preload}
          onClick={() => setOpen(true)}
        />
        {open && <RankingSubDialog rankKey={rankKey} name={name} onClose={() => setOpen(false)} />}
      </>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        intent="danger"
        text={t.unsubscribe()}
        aria-label={t.unsubscribeLabel({ name })}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        isOpen={open}
        title={t.cancelTitle()}
        confirmText={t.cancelConfirm()}
        cancelText={t.keep()}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void unsubscribe()}
      >
        {t.cancelText({ name })}
      </ConfirmDialog>
    </>
  );
}
