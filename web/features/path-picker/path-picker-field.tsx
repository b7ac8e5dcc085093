import { Button } from "@blueprintjs/core";
import { FolderOpenIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { TextField, type TextFieldProps } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { PathPickerDialog } from "./path-picker-dialog";

export type PathPickerFieldProps = Pick<
  TextFieldProps,
  "id" | "label" | "value" | "onChange" | "onBlur" | "helper" | "error" | "disabled"
> & {
  /**
   * §S12's picker has a read-only input that opens the dialog when clicked.
   * Fields that may also name a path by hand (the media path's folders, as
   * the original had them) set this.
   */
  editable?: boolean;
  /** A path was chosen in the dialog (the field may check it at once). */
  onPicked?: (path: string) => void;
};

/** A path field with a 选择 button that browses the server's folders (screens.md §S12). */
export function PathPickerField(props: PathPickerFieldProps) {
  const { editable, onPicked, ...field } = props;
  const { label, value, onChange, disabled } = field;
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const choose = (
    <Button
      variant="minimal"
      icon={<FolderOpenIcon />}
      text={LL.pathPicker.choose()}
      aria-label={LL.pathPicker.chooseLabel({ label })}
      disabled={disabled}
      onClick={() => setOpen(true)}
    />
  );
  return (
    <>
      <TextField
        {...field}
        readOnly={!editable}
        onClick={editable || disabled ? undefined : () => setOpen(true)}
        rightElement={choose}
      />
      <PathPickerDialog
        isOpen={open}
        value={value}
        onCancel={() => setOpen(false)}
        onConfirm={(path) => {
          setOpen(false);
          onChange(path);
          onPicked?.(path);
        }}
      />
    </>
  );
}
