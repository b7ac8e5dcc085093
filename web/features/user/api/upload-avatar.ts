import { ConfigRefusal } from "../../../lib/api/config-request";
import { send } from "../../../lib/http";

/**
 * POST /api/user/upload_avatar?uid=<id> with the multipart field `file`
 * (api-contract §2.7; on the add form uid is the string "null"). Resolves to
 * the avatar's URL.
 */
export async function uploadAvatar(uid: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const res = await send<string>({
    url: `/api/user/upload_avatar?uid=${encodeURIComponent(uid)}`,
    method: "POST",
    data: body,
  });
  if (res.code !== 0) throw new ConfigRefusal(res.message ?? "");
  return res.data;
}
