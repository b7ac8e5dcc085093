import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/** GET /api/user/upload_nickname {nickname}: renames the signed-in user (message shown). */
export function uploadNickname(nickname: string): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/user/upload_nickname", { nickname });
}
