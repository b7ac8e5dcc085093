import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type UserOptions = {
  qywx_user_list: { user: string }[];
  douban_user_list: string[];
  score_rule: string[];
};

/** GET /api/user/get_user_options → the choices of the user form's selects. */
export const userOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["user", "get_user_options"] as const,
    queryFn: () => getConfig<UserOptions>("/api/user/get_user_options"),
  });
