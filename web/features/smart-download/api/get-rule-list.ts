import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type SortRule = { rule_name: string; desc: string };

/** GET /api/config/get_rule_list → the sort rules (read-only). */
export const ruleListQueryOptions = () =>
  queryOptions({
    queryKey: ["config", "get_rule_list"] as const,
    queryFn: async () => (await getConfig<SortRule[] | null>("/api/config/get_rule_list")) ?? [],
  });
