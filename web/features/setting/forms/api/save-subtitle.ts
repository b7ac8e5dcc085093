import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { SubtitleSetting } from "./get-subtitle";

/** POST /api/setting/save_subtitle. */
export function saveSubtitle(body: SubtitleSetting): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_subtitle", body);
}
