import { Button } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";

export type TemplateActionsProps = {
  name: string;
  isDefault: boolean;
  busy: boolean;
  onUpdate: () => void;
  onSaveAsNew: () => void;
  onRemove: () => void;
};

/** 修改<模版>配置, and 保存为新模版 on 默认 or 删除模版<模版> on the others. */
export function TemplateActions(props: TemplateActionsProps) {
  const { name, isDefault, busy, onUpdate, onSaveAsNew, onRemove } = props;
  const { LL } = useI18nContext();
  const t = LL.settingNotify.search;
  return (
    <div className="mr-search-template-actions">
      <Button variant="outlined" text={t.update({ name })} disabled={busy} onClick={onUpdate} />
      {isDefault ? (
        <Button variant="outlined" text={t.saveAsNew()} disabled={busy} onClick={onSaveAsNew} />
      ) : (
        <Button
          variant="outlined"
          intent="danger"
          text={t.remove({ name })}
          disabled={busy}
          onClick={onRemove}
        />
      )}
    </div>
  );
}
