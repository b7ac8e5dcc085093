import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** A supported site of GET /api/common/sites; `id` is the code download clients bind to. */
export type SiteMeta = { id: string; name: string; domain: string };

export const sitesQueryKey = ["common", "sites"] as const;

/** The catalogue of supported sites: names for the hub's rows, choices for the edit screen. */
export const sitesQueryOptions = () =>
  queryOptions({
    queryKey: sitesQueryKey,
    queryFn: async () => (await getConfig<SiteMeta[] | null>("/api/common/sites")) ?? [],
    // A catalogue: it changes with the server's version, not while the page is open.
    staleTime: 5 * 60_000,
  });
