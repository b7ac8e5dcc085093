import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { SettingWeb } from "./get-web";

/** POST /api/setting/save_web; the port and host apply at the next start. */
export function saveSettingWeb(body: SettingWeb): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_web", body);
}
