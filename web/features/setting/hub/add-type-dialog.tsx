import type { ReactNode } from "react";
import { DialogFrame } from "../../../components/dialog-frame";
import { HubRow } from "./hub-row";

export type AddOption = { key: string; label: string; icon: ReactNode; href: string };

export type AddTypeDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  options: readonly AddOption[];
  /** Shown above the options: loading or an error. */
  status?: ReactNode;
};

/** "选择要添加的…": one link per type; following it opens the new entry's form. */
export function AddTypeDialog({ title, isOpen, onClose, options, status }: AddTypeDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} title={title} className="mr-hub-add-dialog">
      {status}
      {options.length > 0 && (
        <ul className="mr-hub-list mr-hub-add-list" aria-label={title}>
          {options.map((option) => (
            <HubRow key={option.key} href={option.href} icon={option.icon} title={option.label} />
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
