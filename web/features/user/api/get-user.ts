import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { UserAccount } from "./get-user-list";

export const userQueryKey = (id: string) => ["user", "get_user", id] as const;

/** GET /api/user/get_user {id} → the account and its profile (the edit form's values). */
export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: () => getConfig<UserAccount>("/api/user/get_user", { id }),
  });
