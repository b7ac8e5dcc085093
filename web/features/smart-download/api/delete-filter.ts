import { checkConfig, type Saved } from "../../../lib/api/config-request";

/** GET /api/config/delete_filter {filter_name} (a GET that deletes, api-contract §5). */
export function deleteFilter(name: string): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/config/delete_filter", { filter_name: name });
}
