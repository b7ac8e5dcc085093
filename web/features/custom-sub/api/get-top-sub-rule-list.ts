import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { SharedRule } from "./types";

/** GET /api/subscribe/get_top_sub_rule_list → §S11 cards (community; only asked outside built-in mode). */
export const topRulesQueryOptions = () =>
  queryOptions({
    queryKey: ["subscribe", "get_top_sub_rule_list"] as const,
    queryFn: async () =>
      (await getConfig<SharedRule[] | null>("/api/subscribe/get_top_sub_rule_list")) ?? [],
  });
