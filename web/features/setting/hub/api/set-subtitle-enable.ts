import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/setting/set_subtitle_enable {enable}: 字幕自动下载 on or off (applies after a restart). */
export function setSubtitleEnable(enable: boolean): Promise<Saved<unknown>> {
  return postConfig("/api/setting/set_subtitle_enable", { enable });
}
