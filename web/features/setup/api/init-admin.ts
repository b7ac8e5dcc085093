import type { Credentials } from "../../../lib/api/auth-types";
import { type ApiResponse, request } from "../../../lib/http";

export type InitAdminData = {
  /** Client route of the next wizard step. */
  next: string;
};

/** POST /api/config/init_admin: creates the first administrator (no token needed). */
export function initAdmin(credentials: Credentials): Promise<ApiResponse<InitAdminData | null>> {
  return request<InitAdminData | null>("POST", "/api/config/init_admin", credentials);
}
