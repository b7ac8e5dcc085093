import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/subscribe/enable_sub_custom {id, enable} (a GET that changes, api-contract §5). */
export function enableCustomSub(id: number, enable: boolean): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/subscribe/enable_sub_custom", { id, enable });
}
