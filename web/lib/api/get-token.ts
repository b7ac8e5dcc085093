import { type ApiResponse, request } from "../http";
import type { Credentials, User } from "./auth-types";

export type TokenData = {
  access_token: string;
  user: User;
};

/** POST /api/auth/get_token: code 0 carries the JWT and the user; code 1 a message. */
export function getToken(credentials: Credentials): Promise<ApiResponse<TokenData | null>> {
  return request<TokenData | null>("POST", "/api/auth/get_token", credentials);
}
