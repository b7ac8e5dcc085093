import { checkConfig, type Saved } from "../../../lib/api/config-request";

export type DeleteOptions = {
  delete_torrent: boolean;
  delete_media_server: boolean;
  delete_sub: boolean;
  add_blacklist: boolean;
};

/** GET /api/download/delete_record {id, …options} → message. */
export function deleteRecord(id: number, options: DeleteOptions): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/download/delete_record", { id, ...options });
}
