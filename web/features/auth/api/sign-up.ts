import { queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/auth/get_invite?token= (an addition): the invited address while the link works. */
export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["auth", "get_invite", token],
    queryFn: () => getConfig<{ email: string }>("/api/auth/get_invite", { token }),
    retry: false,
  });

export type SignUpFields = { username: string; nickname: string; password: string };

/** POST /api/auth/sign_up (an addition): a normal user from a one-time invitation. */
export function signUp(token: string, fields: SignUpFields): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/auth/sign_up", { token, ...fields });
}
