import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/plugins/run_command; `args` is null for a command without arguments. */
export function runCommand(
  plugin: string,
  command: string,
  args: Record<string, unknown> | null,
): Promise<Saved<{ run_in_background?: boolean } | null>> {
  return postConfig("/api/plugins/run_command", {
    plugin_name: plugin,
    command_name: command,
    args,
  });
}
