import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

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
    queryFn: () => getConfig<LicenseDetail>("/api/auth/get_license_detail"),
  });
