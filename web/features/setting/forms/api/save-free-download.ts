import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { SettingFreeDownload } from "./get-free-download";

/** POST /api/setting/save_free_download. */
export function saveSettingFreeDownload(body: SettingFreeDownload): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_free_download", body);
}
