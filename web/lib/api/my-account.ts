import { type ApiResponse, request } from "../http";
import type { User } from "./auth-types";

/** GET /api/auth/my_account with the bearer token: code 0 → the user, code 1 → signed out. */
export function getMyAccount(): Promise<ApiResponse<User | null>> {
  return request<User | null>("GET", "/api/auth/my_account");
}
