import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/auth/invite_email {email}: mails a one-time sign-up link (message shown). */
export function inviteEmail(email: string): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/auth/invite_email", { email });
}
