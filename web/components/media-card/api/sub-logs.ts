import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type SubLogRun = { id: number | string; time: string };

/** GET /api/subscribe/get_sub_logs {sub_id, sub_type} → the runs, newest first. */
export const subLogsQueryOptions = (subId: number, subType: "Sub" | "CustomSub" = "Sub") =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_logs", subId, subType],
    queryFn: async () =>
      (await getConfig<SubLogRun[] | null>("/api/subscribe/get_sub_logs", {
        sub_id: subId,
        sub_type: subType,
      })) ?? [],
  });

/** GET /api/subscribe/get_sub_log_text {log_id} → the run's log text. */
export const subLogTextQueryOptions = (logId: number | string) =>
  queryOptions({
    queryKey: ["subscribe", "get_sub_log_text", logId],
    queryFn: async () =>
      (await getConfig<string | null>("/api/subscribe/get_sub_log_text", { log_id: logId })) ?? "",
  });
