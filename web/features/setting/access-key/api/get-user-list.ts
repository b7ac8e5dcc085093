import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../config/api/config-request";

/** The fields of get_user_list the key dialog needs (role 1 = 管理员, 2 = 普通用户). */
export type UserSummary = { id: number; nickname: string; username: string; role: number };

export const userListQueryKey = ["user", "get_user_list"] as const;

/** GET /api/user/get_user_list → [{id, nickname, username, role, …}]. */
export const userListQueryOptions = () =>
  queryOptions({
    queryKey: userListQueryKey,
    queryFn: async () => (await getConfig<UserSummary[] | null>("/api/user/get_user_list")) ?? [],
  });
