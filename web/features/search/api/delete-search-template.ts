import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/setting/delete_search_template {name}: a mutation on GET, kept for compatibility. */
export function deleteSearchTemplate(name: string): Promise<Saved<unknown>> {
  return checkConfig("/api/setting/delete_search_template", { name });
}
