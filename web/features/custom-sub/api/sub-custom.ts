import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { CustomSubSave } from "./types";

/** POST /api/subscribe/sub_custom: saves a new (id null) or edited rule. */
export function saveCustomSub(sub: CustomSubSave): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/subscribe/sub_custom", sub);
}
