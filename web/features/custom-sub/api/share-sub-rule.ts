import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/subscribe/share_sub_rule {sub_id, name, desc, tag} (community; not in the built-in backend). */
export function shareRule(p: {
  sub_id: number;
  name: string;
  desc: string;
  tag: string;
}): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/subscribe/share_sub_rule", p);
}
