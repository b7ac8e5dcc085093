import { type ApiResponse, request } from "../../../lib/http";

// A subscription waiting for an administrator's approval (api-contract §2.12,
// screens.md §S9): both are GET calls in the original API.

export function approveSubscription(subId: unknown): Promise<ApiResponse<unknown>> {
  return request("GET", "/api/subscribe/approved", { sub_id: subId });
}

export function refuseSubscription(subId: unknown): Promise<ApiResponse<unknown>> {
  return request("GET", "/api/subscribe/refuse", { sub_id: subId });
}
