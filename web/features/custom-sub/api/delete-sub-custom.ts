import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/subscribe/delete_sub_custom {id, delete_remote}. */
export function deleteCustomSub(id: number, deleteRemote: boolean): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/subscribe/delete_sub_custom", {
    id,
    delete_remote: deleteRemote,
  });
}
