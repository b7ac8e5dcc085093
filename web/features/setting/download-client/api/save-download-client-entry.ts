import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { CheckedSave } from "../../../config/api/health";
import type { DownloadClientEntry } from "./get-download-clients";

/** A stored entry's fields, with the name it had. */
export type DownloadClientEntryBody = Omit<DownloadClientEntry, "site_id" | "status" | "health"> & {
  /** The name of the entry being edited; null when adding one. */
  edit_name: string | null;
  site_id: string[];
};

/**
 * POST /api/setting/save_download_client. The server checks the connection
 * and saves a valid entry either way; data.health says whether it answered.
 */
export function saveDownloadClientEntry(
  body: DownloadClientEntryBody,
): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/setting/save_download_client", body);
}
