import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { NotifyBody } from "./save-notify";

/**
 * POST /api/setting/test_notify: really sends the test message with the
 * form's values, saved or not; a refusal carries the service's own reason.
 */
export function testNotify(body: NotifyBody): Promise<Saved<unknown>> {
  return postConfig("/api/setting/test_notify", body);
}
