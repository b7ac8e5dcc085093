import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/site/delete {id}. */
export function deleteSite(id: number): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/site/delete", { id });
}
