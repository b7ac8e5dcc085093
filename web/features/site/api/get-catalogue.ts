import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../config/api/config-request";

/** A supported site of the catalogue (GET /api/common/sites). */
/** site_type (addition): cardigann asks cookie or account, mteam/torznab an API key, "" cannot be added. */
export type CatalogueSite = { id: string; name: string; domain: string; site_type?: string };

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ["common", "sites"] as const,
    queryFn: async () => (await getConfig<CatalogueSite[] | null>("/api/common/sites")) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });
