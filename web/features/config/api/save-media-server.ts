import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { MediaServerSettings } from "./get-media-server";
import type { CheckedSave } from "./health";

/**
 * POST /api/config/save_media_server: saved once valid, even when the server
 * is unreachable; data.health tells which ("保存成功…" or "已保存，但连接失败：…").
 */
export function saveMediaServer(body: MediaServerSettings): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/config/save_media_server", body);
}
