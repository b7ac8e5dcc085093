import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../lib/toaster";
import { ConfirmDialog } from "./confirm-dialog";
import { useBusyAction } from "./use-busy-action";

export type ConfirmedRemove<T> = {
  /** What the confirmation dialog asks about; null while it is closed. */
  doomed: T | null;
  /** Opens the confirmation for `item`. */
  ask: (item: T) => void;
  /** The delete request is on its way. */
  busy: boolean;
  /** Closes the confirmation without deleting. */
  cancel: () => void;
  /** Deletes what was asked about: the server's message as a toast, the lists reloaded, the dialog closed. */
  confirm: () => Promise<void>;
};

/**
 * A delete behind a ConfirmDialog: `remove` runs once the user confirms; its
 * message (or the error) shows as a toast and the queries under `reload` are
 * fetched again.
 */
export function useConfirmedRemove<T>(
  remove: (item: T) => Promise<{ message: string }>,
  reload: readonly QueryKey[],
): ConfirmedRemove<T> {
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<T | null>(null);
  const { busy, attempt } = useBusyAction();
  const confirm = async () => {
    if (doomed === null) return;
    await attempt(async () => {
      const done = await remove(doomed);
      void toast.success(done.message);
      for (const queryKey of reload) await queryClient.invalidateQueries({ queryKey });
    });
    setDoomed(null);
  };
  return { doomed, ask: setDoomed, busy, cancel: () => setDoomed(null), confirm };
}

export type ConfirmRemoveTexts = {
  confirmTitle: () => string;
  confirmText: (p: { name: string }) => string;
  confirm: () => string;
  cancel: () => string;
};

/** The confirmation of a `useConfirmedRemove`, naming what it deletes. */
export function ConfirmRemoveDialog<T>(props: {
  removal: ConfirmedRemove<T>;
  texts: ConfirmRemoveTexts;
  name: (item: T) => string;
}) {
  const { removal, texts } = props;
  return (
    <ConfirmDialog
      isOpen={removal.doomed !== null}
      title={texts.confirmTitle()}
      confirmText={texts.confirm()}
      cancelText={texts.cancel()}
      busy={removal.busy}
      onCancel={removal.cancel}
      onConfirm={() => void removal.confirm()}
    >
      {texts.confirmText({ name: removal.doomed === null ? "" : props.name(removal.doomed) })}
    </ConfirmDialog>
  );
}
