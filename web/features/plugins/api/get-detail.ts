import { queryOptions } from "@tanstack/react-query";
import type { Plugin } from "../types";
import { getPlugins } from "./plugin-request";

export const detailQueryKey = (id: string) => ["plugins", "get_detail", id] as const;

/** GET /api/plugins/get_detail?plugin_id= → one plugin, installed or in a market. */
export const detailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: detailQueryKey(id),
    queryFn: () => getPlugins<Plugin>("/api/plugins/get_detail", { plugin_id: id }),
  });
