import { Button } from "@blueprintjs/core";
import { DialogFrame, type DialogFrameProps } from "./dialog-frame";

export type ShowDialogProps = Omit<
  DialogFrameProps,
  "isOpen" | "onClose" | "submit" | "actions"
> & {
  /** Default: open (the dialog is mounted only while shown). */
  isOpen?: boolean;
  onClose: () => void;
  /** The footer's one button, which closes the dialog. */
  closeText: string;
};

/** A dialog that only shows something: one button in its footer closes it. */
export function ShowDialog({ isOpen = true, closeText, ...props }: ShowDialogProps) {
  return (
    <DialogFrame
      {...props}
      isOpen={isOpen}
      actions={<Button text={closeText} onClick={props.onClose} />}
    />
  );
}
