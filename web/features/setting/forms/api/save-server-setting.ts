import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { ServerSetting } from "./get-server-setting";

/** POST /api/setting/save_server_setting. */
export function saveServerSetting(body: ServerSetting): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_server_setting", body);
}
