import { Card, Classes } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../i18n/i18n-react";
import { commandListQueryOptions } from "./api/get-plugin-command-list";
import { CommandLog } from "./command-log-dialog";
import type { CommandStatus } from "./types";

/**
 * 运行日志 of the detail page: each command of the plugin with the status
 * and log of its latest run, following a run live (the list polls while
 * anything runs).
 */
export function PluginRuns({ plugin }: { plugin: string }) {
  const { LL } = useI18nContext();
  const t = LL.plugins;
  const list = useQuery(commandListQueryOptions());
  const mine = (list.data ?? []).filter((c) => c.plugin_name === plugin);
  const ran = mine.filter((c) => c.status !== "ready");
  const statusText = (s: CommandStatus, message?: string) =>
    s === "running"
      ? t.commands.running()
      : s === "done"
        ? message || t.commands.done()
        : s === "error"
          ? message || t.commands.error()
          : t.commands.ready();
  return (
    <Card elevation={1} className="mr-plugin-section">
      <h2 className={Classes.HEADING}>{t.detail.logs()}</h2>
      {list.isSuccess && ran.length === 0 && (
        <p className={Classes.TEXT_MUTED}>{t.detail.noRuns()}</p>
      )}
      {ran.map((c) => (
        <section key={c.name} className="mr-plugin-run" aria-label={c.title}>
          <h3 className={`${Classes.HEADING} mr-plugin-subhead`}>
            <span role="status">
              {t.detail.commandStatus({
                title: c.title,
                status: statusText(c.status, c.status_message),
              })}
            </span>
          </h3>
          <CommandLog command={c} />
        </section>
      ))}
    </Card>
  );
}
