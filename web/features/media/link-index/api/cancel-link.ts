import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/media/cancel_link (addition): stop the running job after the file at hand. */
export function cancelLink(): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/media/cancel_link", {});
}
