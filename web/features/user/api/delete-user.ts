import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/user/delete_user {uid}: the account, its messages and API keys go (message shown). */
export function deleteUser(uid: number): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/user/delete_user", { uid });
}
