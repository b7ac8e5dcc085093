import { getConfig } from "../../../lib/api/config-request";

/** GET /api/subscribe/get_sub_rule_string {sub_id} → the private share code. */
export function getRuleString(subId: number): Promise<string> {
  return getConfig<string>("/api/subscribe/get_sub_rule_string", { sub_id: subId });
}
