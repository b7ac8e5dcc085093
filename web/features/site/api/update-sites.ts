import { ConfigRefusal, type Saved } from "../../../lib/api/config-request";
import { send } from "../../../lib/http";

/** The one call with a longer time-out (api-contract §1.1): every site's user data is read again. */
export const UPDATE_SITES_TIMEOUT_MS = 180_000;

/** GET /api/site/update_sites; code 1 or a missing code is a refusal. */
export async function updateSites(): Promise<Saved<unknown>> {
  const res = await send<unknown>({
    url: "/api/site/update_sites",
    method: "GET",
    timeout: UPDATE_SITES_TIMEOUT_MS,
  });
  if (res.code !== 0) throw new ConfigRefusal(res.message ?? "");
  return { message: res.message ?? "", data: res.data };
}
