import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/http";

export type PathKinds = { path: string; types: string[] };

/** GET /api/download/path_kinds → each download path with its media kinds (movie, tv, xx, other). */
export const downloadPathKindsQueryOptions = () =>
  queryOptions({
    queryKey: ["download", "path_kinds"] as const,
    queryFn: async () => {
      const res = await request<PathKinds[] | null>("GET", "/api/download/path_kinds");
      return Array.isArray(res.data) ? res.data : [];
    },
  });
