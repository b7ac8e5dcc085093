import { queryOptions } from "@tanstack/react-query";
import type { PluginConfig } from "../types";
import { getPlugins } from "./plugin-request";

export const pluginConfigQueryKey = (name: string) =>
  ["plugins", "get_plugin_config", name] as const;

/** GET /api/plugins/get_plugin_config?plugin_name= → the saved config (defaults filled in). */
export const pluginConfigQueryOptions = (name: string) =>
  queryOptions({
    queryKey: pluginConfigQueryKey(name),
    queryFn: async () => {
      const data = await getPlugins<unknown>("/api/plugins/get_plugin_config", {
        plugin_name: name,
      });
      return (typeof data === "object" && data !== null ? data : {}) as PluginConfig;
    },
  });
