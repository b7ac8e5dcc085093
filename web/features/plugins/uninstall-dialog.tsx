import { Checkbox } from "@blueprintjs/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ErrorBanner } from "../../components/error-banner";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { uninstallPlugin } from "./api/uninstall-plugin";
import type { Plugin } from "./types";

export type UninstallDialogProps = {
  plugin: Plugin;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** 卸载 (screens.md): "删除插件有关的配置文件" (ticked) → 确定卸载. */
export function UninstallDialog({ plugin, onClose, onDone }: UninstallDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.plugins.uninstall;
  const [deleteConfig, setDeleteConfig] = useState(true);
  const { busy, error, attempt } = useBusyAction({ show: "inline" });
  const confirm = () =>
    attempt(async () => onDone((await uninstallPlugin(plugin.pluginName, deleteConfig)).message));
  return (
    <ConfirmDialog
      isOpen
      title={t.title({ title: plugin.title })}
      confirmText={t.confirm()}
      cancelText={t.cancel()}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t.question({ title: plugin.title })}</p>
      <Checkbox
        label={t.deleteConfig()}
        checked={deleteConfig}
        disabled={busy}
        onChange={(e) => setDeleteConfig(e.currentTarget.checked)}
      />
      {error && <ErrorBanner message={error} />}
    </ConfirmDialog>
  );
}
