import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { SiteKey } from "./get-movie-metadata";

/** POST /api/setting/save_tmdb. */
export function saveTmdb(body: SiteKey): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_tmdb", body);
}
