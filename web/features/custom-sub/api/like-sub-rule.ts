import { checkConfig, type Saved } from "../../../lib/api/config-request";

export type Vote =
  | "like_sub_rule"
  | "cancel_like_sub_rule"
  | "hate_sub_rule"
  | "cancel_hate_sub_rule";

/** GET /api/subscribe/{like,cancel_like,hate,cancel_hate}_sub_rule {sub_rule_id} (community). */
export function voteRule(vote: Vote, subRuleId: number | string): Promise<Saved<unknown>> {
  return checkConfig<unknown>(`/api/subscribe/${vote}`, { sub_rule_id: subRuleId });
}
