import { Classes, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "../../components/checkbox-field";
import { SelectField } from "../../components/select-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { restartApp } from "../setting/hub/api/restart-app";
import { pluginConfigQueryOptions } from "./api/get-plugin-config";
import { versionListQueryOptions } from "./api/get-plugins-version-list";
import { installPlugin } from "./api/install-plugin";
import { upgradePlugin } from "./api/upgrade-plugin";
import { PluginConfigForm } from "./plugin-config-form";
import { PluginFormDialog } from "./plugin-form-dialog";
import { changelogLines, parseDependencies } from "./plugin-lists";
import type { Plugin } from "./types";

const FORM_ID = "plugin-install";

export type InstallDialogProps = {
  plugin: Plugin;
  upgrade: boolean;
  onClose: () => void;
  /** After the server accepted: its message. */
  onDone: (message: string) => void;
};

/**
 * 安装/升级 (screens.md): version select (newest first), its dependency
 * chips and changelog, then the config form of that version prefilled with
 * the saved config; upgrading may restart the app afterwards.
 */
export function InstallDialog({ plugin, upgrade, onClose, onDone }: InstallDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.plugins.install;
  const id = String(plugin.id);
  const versions = useQuery(versionListQueryOptions(id));
  const saved = useQuery(pluginConfigQueryOptions(plugin.pluginName));
  const [chosen, setChosen] = useState<string | null>(null);
  const [autoRestart, setAutoRestart] = useState(true);
  const { busy, error, attempt } = useBusyAction({ show: "inline" });
  const list = versions.data ?? [];
  const current = list.find((v) => v.version === chosen) ?? list[0];
  const deps = parseDependencies(current?.dependencies);
  const title = upgrade
    ? t.upgradeTitle({ title: plugin.title })
    : t.installTitle({ title: plugin.title });

  const submit = async (config: Record<string, unknown>) => {
    if (!current) return;
    await attempt(async () => {
      const body = { plugin_id: plugin.id, version: current.version, config };
      const done = await (upgrade ? upgradePlugin(body) : installPlugin(body));
      onDone(done.message);
      if (upgrade && autoRestart) await restartApp(0);
    });
  };

  const loading = versions.isPending || saved.isPending;
  const loadError = versions.error ?? saved.error;
  return (
    <PluginFormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      submit={{ text: upgrade ? t.upgrade() : t.install(), form: FORM_ID, disabled: !current }}
      loading={loading}
      loadError={loadError}
      error={error}
      after={
        upgrade &&
        current && (
          <CheckboxField
            id={`${FORM_ID}-restart`}
            label={t.autoRestart()}
            checked={autoRestart}
            onChange={setAutoRestart}
            disabled={busy}
          />
        )
      }
    >
      {!loading && !loadError && !current && <p>{t.noVersions()}</p>}
      {!loading && !loadError && current && (
        <PluginConfigForm
          key={current.version}
          id={FORM_ID}
          label={title}
          fields={current.configField}
          saved={saved.data}
          disabled={busy}
          onSubmit={submit}
        >
          <SelectField
            id={`${FORM_ID}-version`}
            label={t.version()}
            value={current.version}
            options={list.map((v) => ({
              value: v.version,
              label: t.versionOption({ version: v.version }),
            }))}
            onChange={setChosen}
            disabled={busy}
          />
          {(deps.appVersion || deps.mediaServer) && (
            <fieldset className="mr-plugin-deps">
              <legend className="mr-plugin-legend">{t.dependencies()}</legend>
              {deps.appVersion && <Tag minimal>{t.appVersion({ version: deps.appVersion })}</Tag>}
              {deps.mediaServer && <Tag minimal>{t.mediaServer({ name: deps.mediaServer })}</Tag>}
            </fieldset>
          )}
          <h3 className={`${Classes.HEADING} mr-plugin-subhead`}>{t.changelog()}</h3>
          <ul className="mr-plugin-changelog">
            {changelogLines(current.changelog).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {normalizedCount(current.configField) > 0 && (
            <h3 className={`${Classes.HEADING} mr-plugin-subhead`}>{t.config()}</h3>
          )}
        </PluginConfigForm>
      )}
    </PluginFormDialog>
  );
}

function normalizedCount(fields: readonly unknown[] | null | undefined): number {
  return fields?.length ?? 0;
}
