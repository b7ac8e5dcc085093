import { queryOptions } from "@tanstack/react-query";
import type { Plugin } from "../types";
import { getPlugins, listOf } from "./plugin-request";

export const installedQueryKey = ["plugins", "get_installed_list"] as const;

/** GET /api/plugins/get_installed_list → the installed plugins. */
export const installedQueryOptions = () =>
  queryOptions({
    queryKey: installedQueryKey,
    queryFn: async () => listOf<Plugin>(await getPlugins("/api/plugins/get_installed_list")),
  });
