import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/subscribe/get_sub_rule_tags → tags of the share dialog (community). */
export const ruleTagsQueryOptions = () =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_rule_tags"] as const,
    queryFn: async () =>
      (await getConfig<string[] | null>("/api/subscribe/get_sub_rule_tags")) ?? [],
  });
