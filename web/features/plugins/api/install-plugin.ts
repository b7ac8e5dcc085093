import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { PluginConfig } from "../types";

export type InstallBody = { plugin_id: string | number; version: string; config: PluginConfig };

/** POST /api/plugins/install (message shown). */
export function installPlugin(body: InstallBody): Promise<Saved<unknown>> {
  return postConfig("/api/plugins/install", body);
}
