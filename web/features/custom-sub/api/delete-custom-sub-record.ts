import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/subscribe/delete_custom_sub_record {id}. */
export function deleteCustomRecord(id: number): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/subscribe/delete_custom_sub_record", { id });
}
