import { checkConfig, type Saved } from "../../../config/api/config-request";

/** GET /api/common/restart_app: the server answers first, then restarts itself. */
export function restartApp(): Promise<Saved<unknown>> {
  return checkConfig("/api/common/restart_app", {});
}
