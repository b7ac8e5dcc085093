import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { MediaServerType } from "../../../config/api/get-media-server";
import type { CheckedSave } from "../../../config/api/health";

export type MediaServerEntryBody = {
  type: MediaServerType;
  name: string;
  /** The name of the entry being edited; "" when adding one. */
  old_name: string;
  url: string;
  internet_url: string;
  token: string;
  master_server: boolean;
  refresh_media_server: boolean;
};

/**
 * POST /api/setting/save_media_server. The server checks the connection and
 * saves a valid entry either way; data.health says whether it answered.
 */
export function saveMediaServerEntry(
  body: MediaServerEntryBody,
): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/setting/save_media_server", body);
}
