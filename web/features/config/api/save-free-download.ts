import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { FreeDownloadSettings } from "./get-free-download";

/** POST /api/config/save_free_download. */
export function saveFreeDownload(body: FreeDownloadSettings): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/config/save_free_download", body);
}
