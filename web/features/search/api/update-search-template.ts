import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { SearchTemplate } from "./get-search-templates";

/** POST /api/setting/update_search_template {name, option}: replaces the template of that name. */
export function updateSearchTemplate(template: SearchTemplate): Promise<Saved<unknown>> {
  return postConfig("/api/setting/update_search_template", template);
}
