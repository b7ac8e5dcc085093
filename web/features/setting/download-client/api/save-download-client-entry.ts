import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { DownloadClientType } from "../../../config/api/get-download-client";
import type { CheckedSave } from "../../../config/api/health";

export type DownloadClientEntryBody = {
  type: DownloadClientType;
  /** The name of the entry being edited; null when adding one. */
  edit_name: string | null;
  name: string;
  url: string;
  username: string;
  password: string;
  secret: string;
  need_login: boolean;
  monitor_all_torrents: boolean;
  is_default: boolean;
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
