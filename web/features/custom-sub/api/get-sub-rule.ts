import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { CustomSub } from "./types";

export type SharedRuleDetail = CustomSub & {
  author_nickname: string;
  gmt_modified: string;
  like_count: number;
  hate_count: number;
  liked: boolean;
  hated: boolean;
};

/** GET /api/subscribe/get_sub_rule {sub_rule_id} → a shared rule (community). */
export const sharedRuleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_rule", id] as const,
    queryFn: () => getConfig<SharedRuleDetail>("/api/subscribe/get_sub_rule", { sub_rule_id: id }),
  });
