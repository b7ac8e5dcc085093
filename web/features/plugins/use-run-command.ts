import { useQueryClient } from "@tanstack/react-query";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { commandListQueryKey } from "./api/get-plugin-command-list";
import { runCommand } from "./api/run-command";
import type { CommandStatus, PluginCommand } from "./types";

/**
 * Starts a command: shown as running at once (so the 1 s polling starts),
 * then the list is asked again. A refusal marks the card failed with the
 * server's message and is thrown on (the run dialog shows it too).
 */
export function useRunCommand() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const mark = (c: PluginCommand, status: CommandStatus, message?: string) =>
    queryClient.setQueryData<PluginCommand[]>(commandListQueryKey, (list) =>
      list?.map((x) =>
        x.plugin_name === c.plugin_name && x.name === c.name
          ? { ...x, status, status_message: message, log: status === "running" ? "" : x.log }
          : x,
      ),
    );
  return async (c: PluginCommand, args: Record<string, unknown> | null) => {
    try {
      const started = await runCommand(c.plugin_name, c.name, args);
      // screens.md: running when it went to the background, else already done.
      mark(c, started.data?.run_in_background === false ? "done" : "running");
      if (started.message) void toast.success(started.message);
    } catch (e) {
      const message = errorMessage(e) ?? LL.common.somethingWentWrong();
      mark(c, "error", message);
      void toast.error(message);
      throw e;
    } finally {
      void queryClient.invalidateQueries({ queryKey: commandListQueryKey });
    }
  };
}
