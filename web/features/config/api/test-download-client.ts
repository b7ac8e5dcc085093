import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { DownloadClientSettings } from "./get-download-client";
import type { CheckedSave } from "./health";

/** POST /api/config/test_download_client: checks the connection without saving the form. */
export function testDownloadClient(
  body: DownloadClientSettings,
): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/config/test_download_client", body);
}
