import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { WebSettings } from "./get-web";
import type { NextStep } from "./next-step";

/** POST /api/config/save_web: the port applies after a restart (the message says so). */
export function saveWeb(body: WebSettings): Promise<Saved<NextStep>> {
  return postConfig<NextStep>("/api/config/save_web", body);
}
