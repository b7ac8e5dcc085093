import { Callout, Classes, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { SubmitActions } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { ROOT } from "./dir-tree";
import { DirTreeView } from "./dir-tree-view";
import { useDirTree } from "./use-dir-tree";
import "./path-picker.css";

export type PathPickerDialogProps = {
  isOpen: boolean;
  /** The field's current value: the tree opens down to it. */
  value: string;
  onCancel: () => void;
  onConfirm: (path: string) => void;
};

function PickerBody({ value, onCancel, onConfirm }: Omit<PathPickerDialogProps, "isOpen">) {
  const { LL } = useI18nContext();
  const t = LL.pathPicker;
  const tree = useDirTree(value, LL.common.somethingWentWrong());
  const { selected, error } = tree.state;
  const topLoading = tree.state.loading.includes(ROOT);
  const empty = tree.state.children[ROOT]?.length === 0;
  return (
    <>
      <DialogBody>
        {error && (
          <Callout intent="warning" role="alert" compact className="mr-form-callout">
            {error}
          </Callout>
        )}
        <DirTreeView
          state={tree.state}
          label={t.tree()}
          onSelect={tree.select}
          onExpand={tree.expand}
          onCollapse={tree.collapse}
        />
        {topLoading && <p className={Classes.TEXT_MUTED}>{LL.common.loading()}</p>}
        {empty && <p className={Classes.TEXT_MUTED}>{t.noFolders()}</p>}
        <p className="mr-dir-selected" aria-live="polite">
          {selected ? t.selected({ path: selected }) : t.noneSelected()}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <SubmitActions
            onCancel={onCancel}
            submit={{
              text: t.confirm(),
              disabled: !selected,
              onClick: () => selected && onConfirm(selected),
            }}
          />
        }
      />
    </>
  );
}

/** §S12: a dialog with the server's folders; 确定 hands back the chosen path, 取消 nothing. */
export function PathPickerDialog({ isOpen, ...rest }: PathPickerDialogProps) {
  const { LL } = useI18nContext();
  return (
    // Not DialogFrame: body and footer share the tree state of a part mounted per opening.
    <Dialog
      isOpen={isOpen}
      onClose={rest.onCancel}
      title={LL.pathPicker.title()}
      className="mr-path-picker"
    >
      {/* Mounted per opening: every opening lists the folders afresh. */}
      {isOpen && <PickerBody {...rest} />}
    </Dialog>
  );
}
