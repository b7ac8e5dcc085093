import { checkConfig, type Saved } from "../../../../lib/api/config-request";
import type { AccessKey } from "./list-access-keys";

/** GET /api/auth/create_access_key {bind_uid}: a new key acting as that user (message shown). */
export function createAccessKey(bindUid: number): Promise<Saved<AccessKey | null>> {
  return checkConfig<AccessKey | null>("/api/auth/create_access_key", { bind_uid: bindUid });
}
