import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** What a user is beyond signing in (api-contract §2.7). */
export type UserProfile = {
  douban_user: string;
  qywx_user: string;
  pushdeer_key: string;
  bark_url: string;
  telegram_user_id: string;
  score_rule_name: string;
  permission_category: string[];
  approval_enable: boolean;
};

/** A row of get_user_list and the answer of get_user (role 1 = 管理员, 2 = 普通用户). */
export type UserAccount = UserProfile & {
  id: number;
  username: string;
  nickname: string;
  role: number;
  avatar: string;
  gmt_create: string;
  gmt_modified: string;
};

/** The fields the API-key dialog's user picker needs. */
export type UserSummary = Pick<UserAccount, "id" | "nickname" | "username" | "role">;

export const userListQueryKey = ["user", "get_user_list"] as const;

/** GET /api/user/get_user_list → every account with its profile (admins only). */
export const userListQueryOptions = () =>
  queryOptions({
    queryKey: userListQueryKey,
    queryFn: async () => (await getConfig<UserAccount[] | null>("/api/user/get_user_list")) ?? [],
  });
