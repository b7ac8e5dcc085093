import { Button, Spinner } from "@blueprintjs/core";
import { RefreshIcon } from "@blueprintjs/icons";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DialogFrame } from "../../../components/dialog-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { useRestart } from "./use-restart";

/** The full-width red 重启应用, its confirmation, and the 重启中… overlay until the app is back. */
export function RestartSection() {
  const { LL } = useI18nContext();
  const restart = useRestart();
  return (
    <>
      <Button
        className="mr-hub-restart"
        intent="danger"
        size="large"
        fill
        icon={<RefreshIcon />}
        text={LL.settingHub.restart.button()}
        aria-haspopup="dialog"
        onClick={restart.ask}
      />
      <RestartDialogs restart={restart} />
    </>
  );
}

/** The confirmation and the waiting overlay of a restart (the hub's button, the command palette). */
export function RestartDialogs({ restart }: { restart: ReturnType<typeof useRestart> }) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.restart;
  const { phase } = restart;
  const waiting = phase === "restarting" || phase === "slow";
  return (
    <>
      <ConfirmDialog
        isOpen={phase === "confirm" || phase === "sending"}
        title={t.confirmTitle()}
        confirmText={t.confirm()}
        cancelText={t.cancel()}
        busy={phase === "sending"}
        onCancel={restart.cancel}
        onConfirm={restart.confirm}
      >
        <p>{t.confirmText()}</p>
      </ConfirmDialog>
      <DialogFrame
        isOpen={waiting}
        title={t.restarting()}
        actions={
          phase === "slow" ? (
            <Button intent="primary" text={t.reloadNow()} onClick={restart.reloadNow} />
          ) : undefined
        }
      >
        <div className="mr-restart-wait" role="status">
          <Spinner size={32} />
          <p>{phase === "slow" ? t.slow() : t.waiting()}</p>
        </div>
      </DialogFrame>
    </>
  );
}
