import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { MediaPath } from "./get-media-path";
import type { NextStep } from "./next-step";

/** POST /api/config/save_media_path: the body is the JSON array itself (api-contract §5.2). */
export function saveMediaPath(paths: MediaPath[]): Promise<Saved<NextStep>> {
  return postConfig<NextStep>("/api/config/save_media_path", paths);
}
