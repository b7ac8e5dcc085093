import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/plugins/uninstall?plugin_name=&delete_config= (message shown). */
export function uninstallPlugin(name: string, deleteConfig: boolean): Promise<Saved<unknown>> {
  return checkConfig("/api/plugins/uninstall", { plugin_name: name, delete_config: deleteConfig });
}
