import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { UserProfile } from "./get-user-list";

export type UserFields = UserProfile & { username: string; nickname: string; role: number };

/** POST /api/user/register: a new account (message shown). */
export function registerUser(fields: UserFields & { password: string }): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/user/register", fields);
}

/** POST /api/user/update_user: uid as taken from the URL; "" keeps the password (message shown). */
export function updateUser(
  uid: string,
  fields: UserFields & { new_password: string },
): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/user/update_user", { uid, ...fields });
}
