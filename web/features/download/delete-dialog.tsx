import { useState } from "react";
import { CheckboxField } from "../../components/checkbox-field";
import { DialogFrame } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import type { DeleteOptions } from "./api/delete-record";

/** 真的要删除吗? with the four options (the first on by default). */
export function DeleteDialog(props: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (options: DeleteOptions) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage.remove;
  const [o, setO] = useState<DeleteOptions>({
    delete_torrent: true,
    delete_media_server: false,
    delete_sub: false,
    add_blacklist: false,
  });
  const box = (key: keyof DeleteOptions, label: string) => (
    <CheckboxField
      id={`mr-delete-${key}`}
      label={label}
      checked={o[key]}
      onChange={(v) => setO({ ...o, [key]: v })}
    />
  );
  return (
    <DialogFrame
      isOpen
      onClose={props.onCancel}
      busy={props.busy}
      title={t.title()}
      role="alertdialog"
      submit={{ text: t.confirm(), danger: true, onClick: () => props.onConfirm(o) }}
    >
      {box("delete_torrent", t.torrent())}
      {box("delete_media_server", t.mediaServer())}
      {box("delete_sub", t.sub())}
      {box("add_blacklist", t.blacklist())}
    </DialogFrame>
  );
}
