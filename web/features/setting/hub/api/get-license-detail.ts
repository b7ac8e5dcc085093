import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";
import { PREFETCHED_FRESH_MS } from "../../../../lib/route-prefetch";

/** GET /api/auth/get_license_detail (api-contract §2.1). */
export type LicenseDetail = {
  licenseType: string;
  expireDays: number;
  user: { nickname: string };
  /** The built-in backend's addition: it needs no licence at all. */
  builtin?: boolean;
};

export const licenseDetailQueryKey = ["auth", "get_license_detail"] as const;

export const licenseDetailQueryOptions = () =>
  queryOptions({
    queryKey: licenseDetailQueryKey,
    // The settings hub prefetches it (hub/prefetch.ts).
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: () => getConfig<LicenseDetail>("/api/auth/get_license_detail"),
  });
