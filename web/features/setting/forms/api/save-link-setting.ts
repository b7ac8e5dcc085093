import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { LinkSetting } from "./get-link-setting";

/** POST /api/setting/save_link_setting. */
export function saveLinkSetting(body: LinkSetting): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_link_setting", body);
}
