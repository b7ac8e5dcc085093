import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

export type AccessKey = { id: number; access_key: string; nickname: string };

export const accessKeysQueryKey = ["auth", "list_access_key"] as const;

/** GET /api/auth/list_access_key → [{id, access_key, nickname (of the bound user)}]. */
export const accessKeysQueryOptions = () =>
  queryOptions({
    queryKey: accessKeysQueryKey,
    queryFn: async () => (await getConfig<AccessKey[] | null>("/api/auth/list_access_key")) ?? [],
  });
