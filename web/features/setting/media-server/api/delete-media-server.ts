import { checkConfig, type Saved } from "../../../../lib/api/config-request";
import type { MediaServerType } from "../../../config/api/get-media-server";

/** GET /api/setting/delete_media_server?type=&name= (a GET, as the original API has it). */
export function deleteMediaServer(type: MediaServerType, name: string): Promise<Saved<unknown>> {
  return checkConfig("/api/setting/delete_media_server", { type, name });
}
