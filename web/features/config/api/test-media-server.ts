import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { MediaServerSettings } from "./get-media-server";
import type { CheckedSave } from "./health";

/** POST /api/config/test_media_server: checks the connection without saving the form. */
export function testMediaServer(body: MediaServerSettings): Promise<Saved<CheckedSave | null>> {
  return postConfig<CheckedSave | null>("/api/config/test_media_server", body);
}
