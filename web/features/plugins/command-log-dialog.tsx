import { ShowDialog } from "../../components/show-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PluginCommand } from "./types";

/** The latest run's log of a command (what the plugin wrote to stderr). */
export function CommandLogDialog(props: { command: PluginCommand; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.commands;
  const { command } = props;
  return (
    <ShowDialog
      onClose={props.onClose}
      title={t.logOf({ title: command.title })}
      closeText={t.close()}
    >
      <CommandLog command={command} />
    </ShowDialog>
  );
}

/** The status line and the log text of a command's latest run. */
export function CommandLog({ command }: { command: PluginCommand }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.commands;
  return (
    <section
      className="mr-plugin-log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
      tabIndex={0}
      aria-label={t.logOf({ title: command.title })}
    >
      <pre>{command.log?.trim() || t.noLog()}</pre>
    </section>
  );
}
