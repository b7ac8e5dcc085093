import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { toast } from "../../lib/toaster";
import type { Plugin } from "./types";

// Each dialog loads when first opened: 配置 alone brings the form library.
const ConfigDialog = lazyDialog(() => import("./config-dialog"), "ConfigDialog");
const DonateDialog = lazyDialog(() => import("./donate-dialog"), "DonateDialog");
const InstallDialog = lazyDialog(() => import("./install-dialog"), "InstallDialog");
const UninstallDialog = lazyDialog(() => import("./uninstall-dialog"), "UninstallDialog");

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
