import { postConfig } from "../../../lib/api/config-request";

/** POST /api/subscribe/parse_sub_rule_string {rule_string} → the rule as JSON text. */
export async function parseRuleString(ruleString: string): Promise<string> {
  return (
    await postConfig<string>("/api/subscribe/parse_sub_rule_string", { rule_string: ruleString })
  ).data;
}
