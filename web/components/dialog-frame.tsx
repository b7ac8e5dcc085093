import {
  Dialog,
  DialogBody,
  DialogFooter,
  type IconName,
  type MaybeElement,
} from "@blueprintjs/core";
import type { FormHTMLAttributes, ReactNode } from "react";

export type DialogFrameProps = {
  isOpen: boolean;
  /** The heading, and so the dialog's accessible name; none: no header. */
  title: ReactNode;
  icon?: IconName | MaybeElement;
  /** None: the dialog cannot be closed (no ×, no Esc, no click outside). */
  onClose?: () => void;
  /** A request is on its way: the dialog does not close until it is answered. */
  busy?: boolean;
  className?: string;
  role?: "dialog" | "alertdialog";
  /** The body. */
  children: ReactNode;
  /** The footer's buttons, cancel first; none: no footer. */
  actions?: ReactNode;
  /** Given: body and footer sit in one form with these props (Enter submits). */
  form?: FormHTMLAttributes<HTMLFormElement>;
  onOpening?: () => void;
  onOpened?: () => void;
};

/**
 * The one dialog frame: Blueprint's Dialog with its body and footer, so each
 * dialog states only its title, contents and buttons.
 */
export function DialogFrame(props: DialogFrameProps) {
  const { isOpen, title, icon, onClose, busy = false, className, role, form } = props;
  const closable = onClose !== undefined;
  const content = (
    <>
      <DialogBody>{props.children}</DialogBody>
      {props.actions !== undefined && <DialogFooter actions={props.actions} />}
    </>
  );
  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onClose}
      title={title}
      icon={icon}
      className={className}
      role={role}
      isCloseButtonShown={closable}
      canEscapeKeyClose={closable}
      canOutsideClickClose={closable}
      onOpening={props.onOpening}
      onOpened={props.onOpened}
    >
      {form ? <form {...form}>{content}</form> : content}
    </Dialog>
  );
}
