/** The current user as get_token and my_account return it; the UI reads nickname, avatar and role_name. */
export type User = {
  id?: number;
  username?: string;
  nickname: string;
  avatar?: string | null;
  role?: number;
  role_name?: string;
  [field: string]: unknown;
};

export type Credentials = {
  username: string;
  password: string;
};
