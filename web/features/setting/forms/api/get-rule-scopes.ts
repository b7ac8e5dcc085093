import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** A subscription a rule may be scoped to, as the lists give it. */
export type ScopeSub = {
  id: number;
  cn_name?: string;
  en_name?: string;
  type?: string;
  season_index?: number | null;
};
/** A custom subscription a rule may be scoped to. */
export type ScopeCustomSub = { id: number; name: string };
export type RuleScopeLists = { subs: ScopeSub[]; custom: ScopeCustomSub[] };

/** The user's subscriptions (every type) and custom subscriptions, for the scope picker. */
export const ruleScopesQueryOptions = () =>
  queryOptions({
    queryKey: ["setting", "recognition_rule_scopes"] as const,
    queryFn: async (): Promise<RuleScopeLists> => {
      const [subs, custom] = await Promise.all([
        getConfig<ScopeSub[] | null>("/api/subscribe/list"),
        getConfig<ScopeCustomSub[] | null>("/api/subscribe/get_sub_custom_list"),
      ]);
      return { subs: subs ?? [], custom: custom ?? [] };
    },
  });
