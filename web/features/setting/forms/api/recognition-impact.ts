import { postConfig } from "../../../../lib/api/config-request";
import type { RecognitionRules } from "./get-recognition-rules";
import type { RecognitionFields } from "./preview-recognition";

/** One stored record a rule set would read differently. */
export type ImpactChange = {
  id: number;
  name: string;
  subject: string;
  before: RecognitionFields;
  after: RecognitionFields;
  blocked: boolean;
};

/** Of the newest records replayed (scanned), how many change; the newest of them. */
export type RecognitionImpact = {
  scanned: number;
  changed: number;
  blocked: number;
  examples: ImpactChange[];
};

/** POST /api/setting/recognition_impact (an addition): the whole unsaved set replayed on the download history. */
export async function recognitionImpact(body: RecognitionRules): Promise<RecognitionImpact> {
  return (await postConfig<RecognitionImpact>("/api/setting/recognition_impact", body)).data;
}
