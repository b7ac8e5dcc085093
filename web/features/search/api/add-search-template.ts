import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { SearchTemplate } from "./get-search-templates";

/** POST /api/setting/add_search_template {name, option}: a new template of the user's. */
export function addSearchTemplate(template: SearchTemplate): Promise<Saved<unknown>> {
  return postConfig("/api/setting/add_search_template", template);
}
