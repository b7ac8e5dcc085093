import { useQuery } from "@tanstack/react-query";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { commandMetaQueryOptions } from "./api/get-plugin-command-meta";
import { PluginConfigForm } from "./plugin-config-form";
import { PluginFormDialog } from "./plugin-form-dialog";
import type { PluginCommand } from "./types";

const FORM_ID = "plugin-run";

export type RunDialogProps = {
  command: PluginCommand;
  onClose: () => void;
  /** Starts the run with the arguments; a refusal stays in the dialog. */
  onRun: (args: Record<string, unknown>) => Promise<void>;
};

/** "运行<title>": the command's argument schema (§S6) → 运行. */
export function RunDialog({ command, onClose, onRun }: RunDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.plugins.commands;
  const meta = useQuery(commandMetaQueryOptions(command.plugin_name, command.name));
  const { busy, error, attempt } = useBusyAction({ show: "inline" });
  const title = t.runDialog({ title: command.title });
  const submit = (args: Record<string, unknown>) => attempt(() => onRun(args));
  return (
    <PluginFormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      submit={{ text: t.runButton(), form: FORM_ID, disabled: !meta.data }}
      loading={meta.isPending}
      loadError={meta.error}
      error={error}
    >
      {meta.data && (
        <PluginConfigForm
          id={FORM_ID}
          label={title}
          fields={meta.data}
          saved={undefined}
          disabled={busy}
          onSubmit={submit}
        />
      )}
    </PluginFormDialog>
  );
}
