import { postConfig, type Saved } from "../../../config/api/config-request";

/** POST /api/media/cancel_link (addition): stop the running job after the file at hand. */
export function cancelLink(): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/media/cancel_link", {});
}
