import { Button, Classes, NonIdealState } from "@blueprintjs/core";
import { DragHandleVerticalIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { CardGrid } from "../../components/card-grid";
import { ErrorBanner } from "../../components/error-banner";
import { lazyDialog } from "../../components/lazy-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { commandListQueryOptions } from "./api/get-plugin-command-list";
import { CommandCard } from "./command-card";
import {
  type CommandGroup,
  groupCommands,
  moveGroup,
  readOrder,
  writeOrder,
} from "./command-order";
import { Loading } from "./loading";
import type { PluginCommand } from "./types";
import { useRunCommand } from "./use-run-command";

// A command's parameters and its log open in dialogs that load on first use.
const CommandLogDialog = lazyDialog(() => import("./command-log-dialog"), "CommandLogDialog");
const RunDialog = lazyDialog(() => import("./run-dialog"), "RunDialog");

/**
 * 快捷功能 (screens.md): the installed plugins' commands grouped by plugin,
 * groups reordered by dragging their handle (or its arrow keys); a click
 * runs a command, through the argument dialog when it has arguments.
 */
export function CommandsTab() {
  const { LL } = useI18nContext();
  const t = LL.plugins.commands;
  const list = useQuery(commandListQueryOptions());
  const [order, setOrder] = useState(readOrder);
  const [dragging, setDragging] = useState<string | null>(null);
  const [withArgs, setWithArgs] = useState<PluginCommand | null>(null);
  const [logOf, setLogOf] = useState<PluginCommand | null>(null);
  const start = useRunCommand();
  const groups = groupCommands(list.data ?? [], order);

  const reorder = (from: string, to: string) => {
    const next = moveGroup(groups, from, to);
    setOrder(next);
    writeOrder(next);
  };
  const onHandleKey = (e: KeyboardEvent, g: CommandGroup, index: number) => {
    const to =
      e.key === "ArrowUp"
        ? groups[index - 1]
        : e.key === "ArrowDown"
          ? groups[index + 1]
          : undefined;
    if (!to) return;
    e.preventDefault();
    reorder(g.plugin, to.plugin);
    void toast.info(t.moved({ title: g.title }));
  };
  const onRun = (c: PluginCommand) => {
    if (c.status === "running") void toast.warning(t.alreadyRunning());
    else if (c.has_args) setWithArgs(c);
    else void start(c, null).catch(() => undefined);
  };
  // The dialog's command follows the polled list (its log grows as it runs).
  const live = (c: PluginCommand | null) =>
    c && (list.data?.find((x) => x.plugin_name === c.plugin_name && x.name === c.name) ?? c);

  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <ErrorBanner message={LL.plugins.loadFailed({ message: errorMessage(list.error) ?? "" })} />
    );
  if (groups.length === 0) return <NonIdealState title={t.empty()} />;
  return (
    <>
      {groups.map((g, index) => (
        <section
          key={g.plugin}
          className={`mr-command-group${dragging === g.plugin ? " mr-dragging" : ""}`}
          aria-label={g.title}
          onDragOver={(e) => dragging && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging) reorder(dragging, g.plugin);
            setDragging(null);
          }}
        >
          <div className="mr-command-group-head">
            <Button
              variant="minimal"
              size="small"
              className="mr-drag-handle"
              icon={<DragHandleVerticalIcon />}
              aria-label={t.dragHandle({ title: g.title })}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", g.plugin);
                setDragging(g.plugin);
              }}
              onDragEnd={() => setDragging(null)}
              onKeyDown={(e) => onHandleKey(e, g, index)}
            />
            <h2 className={`${Classes.HEADING} mr-command-group-title`}>{g.title}</h2>
          </div>
          <CardGrid className="mr-command-grid">
            {g.commands.map((c) => (
              <li key={c.name}>
                <CommandCard command={c} onRun={onRun} onLog={setLogOf} />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
      {withArgs && (
        <RunDialog
          command={withArgs}
          onClose={() => setWithArgs(null)}
          onRun={async (args) => {
            await start(withArgs, args);
            setWithArgs(null);
          }}
        />
      )}
      {logOf && <CommandLogDialog command={live(logOf) ?? logOf} onClose={() => setLogOf(null)} />}
    </>
  );
}
