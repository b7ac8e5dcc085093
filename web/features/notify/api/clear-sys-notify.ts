import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/user/clear_sys_notify: removes every message of the user (message shown). */
export function clearSysNotify(): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/user/clear_sys_notify", {});
}
