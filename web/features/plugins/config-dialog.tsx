import { useQuery } from "@tanstack/react-query";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { pluginConfigQueryOptions } from "./api/get-plugin-config";
import { versionQueryOptions } from "./api/get-plugins-version";
import { savePluginConfig } from "./api/save-plugin-config";
import { PluginConfigForm } from "./plugin-config-form";
import { PluginFormDialog } from "./plugin-form-dialog";
import type { Plugin } from "./types";

const FORM_ID = "plugin-config";

export type ConfigDialogProps = {
  plugin: Plugin;
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * "<title>的设置" (screens.md): the fields of the item's configField (or of
 * its installed version's, asked for when the item has none), prefilled
 * with the saved config → 保存设置.
 */
export function ConfigDialog({ plugin, onClose, onDone }: ConfigDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.plugins.config;
  const own = plugin.configField && plugin.configField.length > 0 ? plugin.configField : null;
  const version = useQuery({
    ...versionQueryOptions(String(plugin.id), plugin.localVersion ?? plugin.lastVersion),
    enabled: own === null,
  });
  const saved = useQuery(pluginConfigQueryOptions(plugin.pluginName));
  const { busy, error, attempt } = useBusyAction({ show: "inline" });
  const fields = own ?? version.data?.configField ?? null;
  const title = t.title({ title: plugin.title });

  const submit = (config: Record<string, unknown>) =>
    attempt(async () => onDone((await savePluginConfig(plugin.pluginName, config)).message));

  const loading = saved.isPending || (own === null && version.isPending);
  const loadError = saved.error ?? (own === null ? version.error : null);
  return (
    <PluginFormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      submit={{
        text: t.save(),
        form: FORM_ID,
        disabled: loading || !fields || fields.length === 0,
      }}
      loading={loading}
      loadError={loadError}
      error={error}
    >
      {!loading && !loadError && (fields?.length ?? 0) === 0 && <p>{t.none()}</p>}
      {!loading && !loadError && fields && fields.length > 0 && (
        <PluginConfigForm
          id={FORM_ID}
          label={title}
          fields={fields}
          saved={saved.data}
          disabled={busy}
          onSubmit={submit}
        />
      )}
    </PluginFormDialog>
  );
}
