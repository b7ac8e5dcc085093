import type { ReactNode } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { SelectField } from "../../components/select-field";

type Text = () => string;

/** A rule dialog's texts: its two titles, 保存, the type's label and names. */
export type RuleDialogTexts<T extends string> = {
  addTitle: Text;
  editTitle: Text;
  save: Text;
  type: Text;
  types: Record<T, Text>;
};

/**
 * The frame of a custom subscription's rule dialog (过滤器, 重命名): 添加 or
 * 编辑 in the title, the rule's type first (locked when editing: the type
 * decides what the fields mean), then that type's fields.
 */
export function RuleDialog<T extends string>(props: {
  id: string;
  texts: RuleDialogTexts<T>;
  editing: boolean;
  types: readonly T[];
  type: T;
  onType: (type: T) => void;
  saveDisabled?: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = props.texts;
  return (
    <DialogFrame
      isOpen
      title={props.editing ? t.editTitle() : t.addTitle()}
      onClose={props.onClose}
      className="mr-custom-dialog"
      submit={{ text: t.save(), disabled: props.saveDisabled, onClick: props.onSave }}
    >
      <SelectField<T>
        id={`${props.id}-type`}
        label={t.type()}
        value={props.type}
        disabled={props.editing}
        options={props.types.map((v) => ({ value: v, label: t.types[v]() }))}
        onChange={props.onType}
      />
      {props.children}
    </DialogFrame>
  );
}
