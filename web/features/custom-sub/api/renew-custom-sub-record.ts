import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/subscribe/renew_custom_sub_record {id}: submits the torrent again. */
export function renewCustomRecord(id: number): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/subscribe/renew_custom_sub_record", { id });
}
