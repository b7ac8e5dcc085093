import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { toast } from "../../lib/toaster";
import { ConfigDialog } from "./config-dialog";
import { DonateDialog } from "./donate-dialog";
import { InstallDialog } from "./install-dialog";
import type { Plugin } from "./types";
import { UninstallDialog } from "./uninstall-dialog";

export type PluginAction = "install" | "upgrade" | "uninstall" | "config" | "donate";
export type OpenAction = (action: PluginAction, plugin: Plugin) => void;

/**
 * The dialogs a plugin card or the detail panel opens (the same on both
 * screens). After a change every plugin query is refetched: lists, detail,
 * commands and configs all follow.
 */
export function usePluginActions(): { open: OpenAction; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<{ action: PluginAction; plugin: Plugin } | null>(null);
  const close = () => setCurrent(null);
  const done = (message: string) => {
    close();
    if (message) void toast.success(message);
    void queryClient.invalidateQueries({ queryKey: ["plugins"] });
  };
  let dialogs: ReactNode = null;
  if (current) {
    const { action, plugin } = current;
    if (action === "install" || action === "upgrade")
      dialogs = (
        <InstallDialog
          plugin={plugin}
          upgrade={action === "upgrade"}
          onClose={close}
          onDone={done}
        />
      );
    else if (action === "uninstall")
      dialogs = <UninstallDialog plugin={plugin} onClose={close} onDone={done} />;
    else if (action === "config")
      dialogs = <ConfigDialog plugin={plugin} onClose={close} onDone={done} />;
    else dialogs = <DonateDialog plugin={plugin} onClose={close} />;
  }
  return { open: (action, plugin) => setCurrent({ action, plugin }), dialogs };
}
