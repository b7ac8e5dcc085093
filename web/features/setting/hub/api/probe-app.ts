import { send } from "../../../../lib/http";

/** Each probe gives up quickly: a server on its way down may accept and never answer. */
export const PROBE_TIMEOUT_MS = 2000;

/**
 * GET /api/common/app, the call every page makes first: true when the
 * server answers it (code 0), false when it is unreachable or failing.
 */
export async function probeApp(): Promise<boolean> {
  try {
    const res = await send({ url: "/api/common/app", method: "GET", timeout: PROBE_TIMEOUT_MS });
    return res.code === 0;
  } catch {
    return false;
  }
}
