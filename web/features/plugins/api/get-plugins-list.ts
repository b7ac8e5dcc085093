import { queryOptions } from "@tanstack/react-query";
import type { Plugin } from "../types";
import { getPlugins, listOf } from "./plugin-request";

export const marketQueryKey = ["plugins", "get_plugins_list"] as const;

/** GET /api/plugins/get_plugins_list → every plugin of the markets. */
export const marketQueryOptions = () =>
  queryOptions({
    queryKey: marketQueryKey,
    queryFn: async () => listOf<Plugin>(await getPlugins("/api/plugins/get_plugins_list")),
  });
