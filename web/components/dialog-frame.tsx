import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  type IconName,
  type MaybeElement,
} from "@blueprintjs/core";
import type { FormHTMLAttributes, ReactNode } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { useReturnFocus } from "../lib/use-return-focus";
import { BusyButton } from "./busy-button";

/** The usual footer's primary button; 取消 before it closes the dialog. */
export type DialogSubmit = {
  text: string;
  /** Submits the form with this id (one inside the body). */
  form?: string;
  /** A plain button calling this; with neither, it submits the frame's own form. */
  onClick?: () => void;
  /** Default: the frame's busy. */
  loading?: boolean;
  disabled?: boolean;
  /** A destructive step: red, outlined (Blueprint's solid red lacks contrast in some themes). */
  danger?: boolean;
  /** Default: 取消. */
  cancelText?: string;
};

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
  /** The footer: 取消 (closes, waits while busy), then this button. */
  submit?: DialogSubmit;
  /** Without submit: the footer's buttons, cancel first (none: no footer); with it: buttons between 取消 and submit. */
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
  const { isOpen, title, icon, onClose, busy = false, className, role, form, submit } = props;
  const closable = onClose !== undefined;
  useReturnFocus(isOpen);
  const actions = submit ? (
    <SubmitActions submit={submit} busy={busy} onCancel={onClose}>
      {props.actions}
    </SubmitActions>
  ) : (
    props.actions
  );
  const content = (
    <>
      <DialogBody>{props.children}</DialogBody>
      {actions !== undefined && <DialogFooter actions={actions} />}
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

/** 取消 (disabled while busy), any buttons in between, then the submit button. */
export function SubmitActions(props: {
  submit: DialogSubmit;
  busy?: boolean;
  onCancel: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { LL } = useI18nContext();
  const { busy = false, onCancel } = props;
  const { text, form, onClick, loading = busy, disabled, danger, cancelText } = props.submit;
  return (
    <>
      <Button text={cancelText ?? LL.common.cancel()} onClick={onCancel} disabled={busy} />
      {props.children}
      <BusyButton
        // Blueprint's own default is "button"; a submit needs saying.
        type={onClick ? "button" : "submit"}
        form={form}
        intent={danger ? "danger" : "primary"}
        variant={danger ? "outlined" : undefined}
        text={text}
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      />
    </>
  );
}
