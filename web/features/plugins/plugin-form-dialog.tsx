import type { ReactNode } from "react";
import { DialogFrame, type DialogSubmit } from "../../components/dialog-frame";
import { ErrorBanner } from "../../components/error-banner";
import { errorMessage } from "../../lib/error-message";
import { Loading } from "./loading";

export type PluginFormDialogProps = {
  title: string;
  onClose: () => void;
  busy: boolean;
  submit: DialogSubmit;
  /** What the form is built from is still on its way: a spinner. */
  loading: boolean;
  /** Asking for it failed. */
  loadError: unknown;
  /** The form (and what it says when there is none). */
  children: ReactNode;
  /** The submit's refusal (useBusyAction). */
  error: string | null;
  /** Below the refusal. */
  after?: ReactNode;
};

/**
 * The frame of the plugin dialogs that submit a schema form (设置, 安装/升级,
 * 运行): the spinner while the schema loads, its load error, the form, then
 * the refusal of the submit.
 */
export function PluginFormDialog(props: PluginFormDialogProps) {
  const { title, onClose, busy, submit, loading, loadError, error } = props;
  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      busy={busy}
      title={title}
      className="mr-plugin-dialog"
      submit={submit}
    >
      {loading && <Loading />}
      {loadError ? <ErrorBanner message={errorMessage(loadError) ?? ""} /> : null}
      {props.children}
      {error && <ErrorBanner message={error} />}
      {props.after}
    </DialogFrame>
  );
}
