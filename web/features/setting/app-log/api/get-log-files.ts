import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export const logFilesQueryKey = ["common", "get_log_files"] as const;

/** GET /api/common/get_log_files → names, newest first (the first is opened). */
export const logFilesQueryOptions = () =>
  queryOptions({
    queryKey: logFilesQueryKey,
    queryFn: async () => {
      const names = await getConfig<unknown>("/api/common/get_log_files");
      return Array.isArray(names) ? names.map(String) : [];
    },
  });
