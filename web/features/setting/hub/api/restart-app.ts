import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/**
 * GET /api/common/restart_app: the server answers first, then restarts
 * itself; a plugin upgrade asks for it with `secs: 0` (screens.md).
 */
export function restartApp(secs?: number): Promise<Saved<unknown>> {
  return checkConfig("/api/common/restart_app", secs === undefined ? {} : { secs });
}
