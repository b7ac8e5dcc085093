import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { PassCloudflare } from "./get-pass-cloudflare";

/** POST /api/setting/save_pass_cloudflare. */
export function savePassCloudflare(body: PassCloudflare): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_pass_cloudflare", body);
}
