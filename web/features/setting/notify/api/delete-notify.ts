import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/** GET /api/setting/delete_notify {name, type}: a mutation on GET, kept for compatibility. */
export function deleteNotify(type: string, name: string): Promise<Saved<unknown>> {
  return checkConfig("/api/setting/delete_notify", { name, type });
}
