import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/** GET /api/auth/delete_access_key {id}: the key stops working at once (message shown). */
export function deleteAccessKey(id: number): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/auth/delete_access_key", { id });
}
