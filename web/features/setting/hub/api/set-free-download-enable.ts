import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/setting/set_free_download_enable {enable}: 流量自动管理 on or off. */
export function setFreeDownloadEnable(enable: boolean): Promise<Saved<unknown>> {
  return postConfig("/api/setting/set_free_download_enable", { enable });
}
