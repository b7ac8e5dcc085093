import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/common/rules → the score-rule names. */
export const scoreRulesQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "rules"] as const,
    queryFn: async () => (await getConfig<string[] | null>("/api/common/rules")) ?? [],
  });
