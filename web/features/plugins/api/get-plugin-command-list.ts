import { queryOptions } from "@tanstack/react-query";
import type { PluginCommand } from "../types";
import { getPlugins, listOf } from "./plugin-request";

export const commandListQueryKey = ["plugins", "get_plugin_command_list"] as const;

/** screens.md: the list is polled every second while any command runs. */
export const COMMAND_POLL_MS = 1_000;

/** GET /api/plugins/get_plugin_command_list → every visible command with its latest run. */
export const commandListQueryOptions = () =>
  queryOptions({
    queryKey: commandListQueryKey,
    queryFn: async () =>
      listOf<PluginCommand>(await getPlugins("/api/plugins/get_plugin_command_list")),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === "running") ? COMMAND_POLL_MS : false,
  });
