import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { ScoreConfigSettings } from "./get-score-config";

/** POST /api/config/save_score_config (an addition to the original API). */
export function saveScoreConfig(body: ScoreConfigSettings): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/config/save_score_config", body);
}
