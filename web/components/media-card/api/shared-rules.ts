import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** api-contract §2.12 SharedRule (camelCase, as the community server sends it). */
export type SharedRule = {
  id: number | string;
  posterUrl?: string;
  ruleName: string;
  authorNickname?: string;
  description?: string;
};

/**
 * GET /api/subscribe/get_sub_rule_by_douban_id {douban_id} → the shared custom
 * subscriptions for a title. Without a community server (built-in mode) it
 * answers an empty list or a refusal; both mean "none", never an error shown.
 */
export const sharedRulesQueryOptions = (doubanId: string) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_rule_by_douban_id", doubanId],
    queryFn: async () => {
      try {
        const list = await getConfig<SharedRule[] | null>(
          "/api/subscribe/get_sub_rule_by_douban_id",
          { douban_id: doubanId },
        );
        return Array.isArray(list) ? list : [];
      } catch {
        return [];
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
