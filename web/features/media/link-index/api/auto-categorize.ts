import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { FileMode } from "./link-media";

/** POST /api/media/auto_categorize {paths (status 2), link_path, link_mode} → message. */
export function autoCategorize(body: {
  paths: string[];
  link_path: string;
  link_mode: FileMode;
}): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/media/auto_categorize", body);
}
