import { Button, Spinner } from "@blueprintjs/core";
import {
  ApplicationIcon,
  CalendarIcon,
  DocumentIcon,
  ErrorIcon,
  TickCircleIcon,
} from "@blueprintjs/icons";
import { LazyTooltip } from "../../components/lazy-tooltip";
import { FallbackIcon, resolveMenuIcon } from "../../components/menu-icon";
import { useI18nContext } from "../../i18n/i18n-react";
import { colourOf } from "./plugin-lists";
import type { PluginCommand } from "./types";

export type CommandCardProps = {
  command: PluginCommand;
  onRun: (c: PluginCommand) => void;
  onLog: (c: PluginCommand) => void;
};

/**
 * One command of 快捷功能: a coloured squircle (colour hashed from the
 * names) with icon, title, two lines of description and the live status
 * of its latest run; a failure's message is its tooltip. 日志 opens the
 * run's log.
 */
export function CommandCard({ command, onRun, onLog }: CommandCardProps) {
  const { LL } = useI18nContext();
  const t = LL.plugins.commands;
  const status = statusOf(command, t);
  return (
    <div
      className="mr-command-card"
      style={{ backgroundColor: colourOf(command.plugin_name, command.name) }}
    >
      <button
        type="button"
        className="mr-command-run"
        aria-describedby={`cmd-${command.plugin_name}-${command.name}-status`}
        onClick={() => onRun(command)}
      >
        <span className="mr-command-icon" aria-hidden="true">
          <CommandIcon name={command.icon} />
        </span>
        <span className="mr-command-title">{command.title}</span>
        <span className="mr-command-desc">{command.desc}</span>
      </button>
      <div className="mr-command-foot">
        {command.status === "error" && command.status_message ? (
          <LazyTooltip content={command.status_message} placement="top" compact>
            {status}
          </LazyTooltip>
        ) : (
          status
        )}
        {command.log && (
          <Button
            size="small"
            variant="minimal"
            className="mr-command-log"
            icon={<DocumentIcon />}
            text={t.log()}
            aria-label={t.logOf({ title: command.title })}
            onClick={() => onLog(command)}
          />
        )}
      </div>
    </div>
  );

  function statusOf(c: PluginCommand, texts: typeof t) {
    const id = `cmd-${c.plugin_name}-${c.name}-status`;
    const [icon, text] =
      c.status === "running"
        ? [<Spinner key="s" size={14} />, texts.running()]
        : c.status === "done"
          ? [<TickCircleIcon key="d" />, texts.done()]
          : c.status === "error"
            ? [<ErrorIcon key="e" />, c.status_message || texts.error()]
            : // Idle: a plain hint (no ▶), so it does not pass for a button;
              // the card above is the button that runs the command.
              [null, texts.ready()];
    return (
      <span
        id={id}
        className="mr-command-status"
        role="status"
        tabIndex={c.status === "error" ? 0 : undefined}
      >
        {icon}
        <span className="mr-command-status-text">{text}</span>
      </span>
    );
  }
}

/**
 * The command's Iconify id through the menu's icon table; the bundled
 * sign-in's calendar has its own, anything unknown shows a plugin.
 */
function CommandIcon({ name }: { name: string }) {
  if (name.startsWith("mdi:calendar")) return <CalendarIcon size={24} aria-hidden />;
  const Icon = resolveMenuIcon(name);
  return Icon === FallbackIcon ? (
    <ApplicationIcon size={24} aria-hidden />
  ) : (
    <Icon size={24} aria-hidden />
  );
}
