import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { CheckedSave } from "../../../config/api/health";
import type { MediaServerEntry } from "./get-media-servers";

/** A stored entry's fields, with the name it had. */
export type MediaServerEntryBody = Omit<MediaServerEntry, "status" | "health"> & {
  /** The name of the entry being edited; "" when adding one. */
  old_name: string;
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
