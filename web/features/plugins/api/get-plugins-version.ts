import { queryOptions } from "@tanstack/react-query";
import type { PluginVersion } from "../types";
import { getPlugins } from "./plugin-request";

/** GET /api/plugins/get_plugins_version?plugin_id=&version= → one version (its configField). */
export const versionQueryOptions = (id: string, version: string) =>
  queryOptions({
    queryKey: ["plugins", "get_plugins_version", id, version] as const,
    queryFn: () =>
      getPlugins<PluginVersion>("/api/plugins/get_plugins_version", { plugin_id: id, version }),
  });
