import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { RecognitionRules } from "./get-recognition-rules";

/** POST /api/setting/save_recognition_rules: refused whole, naming the line, when one cannot be read. */
export function saveRecognitionRules(body: RecognitionRules): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_recognition_rules", body);
}
