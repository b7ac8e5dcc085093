import { ConfigRefusal } from "../../../lib/api/config-request";
import { send } from "../../../lib/http";

/** POST /api/plugins/install_local, multipart `file` (an addition): resolves to the message. */
export async function installLocal(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const res = await send({ url: "/api/plugins/install_local", method: "POST", data: body });
  if (res.code !== 0) throw new ConfigRefusal(res.message ?? "");
  return res.message ?? "";
}
