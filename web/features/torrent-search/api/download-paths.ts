import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/http";

/** GET /api/download/paths → [str]; the original UI read `data` without checking `code`. */
export const downloadPathsQueryOptions = () =>
  queryOptions({
    queryKey: ["download", "paths"] as const,
    queryFn: async () => {
      const res = await request<string[] | null>("GET", "/api/download/paths");
      return Array.isArray(res.data) ? res.data : [];
    },
  });
