import type { FilterConfig } from "../../../components/filter-form";
import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/config/save_filter: edit_filter_name is the name before editing, null for a new one. */
export function saveFilter(
  filter: FilterConfig,
  editFilterName: string | null,
): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/config/save_filter", {
    ...filter,
    edit_filter_name: editFilterName,
  });
}
