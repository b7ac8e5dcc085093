import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { InstallBody } from "./install-plugin";

/** POST /api/plugins/upgrade: the install body; the auto-restart tick box is not sent. */
export function upgradePlugin(body: InstallBody): Promise<Saved<unknown>> {
  return postConfig("/api/plugins/upgrade", body);
}
