import { queryOptions } from "@tanstack/react-query";
import type { PluginVersion } from "../types";
import { getPlugins, listOf } from "./plugin-request";

/** GET /api/plugins/get_plugins_version_list?plugin_id= → versions, newest first. */
export const versionListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["plugins", "get_plugins_version_list", id] as const,
    queryFn: async () =>
      listOf<PluginVersion>(
        await getPlugins("/api/plugins/get_plugins_version_list", { plugin_id: id }),
      ),
  });
