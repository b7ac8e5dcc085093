import { Button, Classes } from "@blueprintjs/core";
import { DuplicateIcon, KeyIcon, TrashIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../../i18n/i18n-react";
import { toast } from "../../../lib/toaster";
import type { AccessKey } from "./api/list-access-keys";
import { copyText } from "./copy-text";

/** The start of a key: enough to tell keys apart in a button's name. */
export function keyPrefix(key: string): string {
  return key.length > 8 ? `${key.slice(0, 8)}…` : key;
}

export type AccessKeyRowProps = {
  item: AccessKey;
  onDelete: (item: AccessKey) => void;
};

/** Key icon, the key (selectable, copyable), 绑定用户 <nickname>, delete. */
export function AccessKeyRow({ item, onDelete }: AccessKeyRowProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.accessKey;
  const copy = async () => {
    if (await copyText(item.access_key)) void toast.success(t.copied());
    else void toast.warning(t.copyFailed());
  };
  return (
    <li className="mr-key-row">
      <KeyIcon className="mr-key-icon" aria-hidden />
      <div className="mr-key-text">
        <code className="mr-key-value">{item.access_key}</code>
        <div className={Classes.TEXT_MUTED}>{t.boundUser({ nickname: item.nickname })}</div>
      </div>
      <Button
        variant="minimal"
        icon={<DuplicateIcon />}
        aria-label={t.copy()}
        title={t.copy()}
        onClick={() => void copy()}
      />
      <Button
        variant="minimal"
        intent="danger"
        icon={<TrashIcon />}
        aria-label={t.remove({ key: keyPrefix(item.access_key) })}
        title={t.remove({ key: keyPrefix(item.access_key) })}
        onClick={() => onDelete(item)}
      />
    </li>
  );
}
