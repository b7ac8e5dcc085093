import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { RecordGroup } from "./types";

export const customRecordsQueryKey = (subId: number) =>
  ["subscribe", "get_custom_sub_record", subId] as const;

/** GET /api/subscribe/get_custom_sub_record {sub_id} → the torrents by status. */
export const customRecordsQueryOptions = (subId: number) =>
  queryOptions({
    queryKey: customRecordsQueryKey(subId),
    queryFn: async () =>
      (await getConfig<RecordGroup[] | null>("/api/subscribe/get_custom_sub_record", {
        sub_id: subId,
      })) ?? [],
  });
