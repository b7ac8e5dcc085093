import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { DownloadClientSettings } from "./get-download-client";
import type { CheckedSave } from "./health";

/** POST /api/config/save_download_client: saved once valid; data.health is the check's result. */
export function saveDownloadClient(
  body: DownloadClientSettings,
): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/config/save_download_client", body);
}
