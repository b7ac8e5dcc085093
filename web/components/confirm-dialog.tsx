import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  /** The question, naming what is about to happen. */
  children: ReactNode;
  confirmText: string;
  cancelText: string;
  /** The request is on its way: the confirm button spins, 取消 waits. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The one confirmation dialog (deletes, restart). A titled alertdialog, as
 * Blueprint's Alert has no title and so no accessible name. The confirm
 * button is red but outlined: Blueprint's solid danger button (white on red)
 * falls short of the contrast axe asks for in some light themes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, children, confirmText, cancelText, busy = false } = props;
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={props.onCancel}
      busy={busy}
      title={title}
      role="alertdialog"
      submit={{ text: confirmText, cancelText, danger: true, onClick: props.onConfirm }}
    >
      {children}
    </DialogFrame>
  );
}
