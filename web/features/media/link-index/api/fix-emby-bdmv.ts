import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/media/fix_emby_bdmv_bug {paths} (disc items only) → message. */
export function fixEmbyBdmv(paths: string[]): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/media/fix_emby_bdmv_bug", { paths });
}
