import { queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig, type Saved } from "../../../lib/api/config-request";
import type { DialogFilter } from "../../filter-form/dialog-filter";
import type { FilterConfig } from "../../filter-form/filter-options";

/** GET /api/subscribe/get_sub {id}: the parts of a subscription its dialogs read. */
export type SubFilterRecord = {
  id: number;
  filter_name?: string;
  /** JSON text of the subscription's own FilterConfig (独立设置过滤器 / 洗版). */
  filter_config?: string | null;
};

export const subQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub", id],
    queryFn: () => getConfig<SubFilterRecord>("/api/subscribe/get_sub", { id }),
  });

/** The subscription's filter as form values: its own, or the saved filter it names. */
export function filterOf(
  sub: SubFilterRecord | undefined,
  saved: FilterConfig[] | undefined,
): Partial<FilterConfig> | undefined {
  if (sub?.filter_config) {
    try {
      const parsed: unknown = JSON.parse(sub.filter_config);
      if (parsed && typeof parsed === "object") return parsed as Partial<FilterConfig>;
    } catch {
      // An unreadable stored filter starts the form empty.
    }
  }
  return saved?.find((f) => f.filter_name === sub?.filter_name);
}

/** POST /api/subscribe/re_version {sub_id, …the dialog's filter} → the new SubStatus. */
export function reVersion(subId: number, filter: DialogFilter): Promise<Saved<unknown>> {
  return postConfig("/api/subscribe/re_version", { ...filter, sub_id: subId });
}
