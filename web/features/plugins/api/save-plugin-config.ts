import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { PluginConfig } from "../types";

/** POST /api/plugins/save_plugin_config {plugin_name, config} (message shown). */
export function savePluginConfig(name: string, config: PluginConfig): Promise<Saved<unknown>> {
  return postConfig("/api/plugins/save_plugin_config", { plugin_name: name, config });
}
