import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** `fs_api` is "" while no local FlareSolverr is used. */
export type PassCloudflare = { fs_api: string };

export const passCloudflareQueryKey = ["setting", "get_pass_cloudflare"] as const;

/** GET /api/setting/get_pass_cloudflare. */
export const passCloudflareQueryOptions = () =>
  queryOptions({
    queryKey: passCloudflareQueryKey,
    queryFn: () => getConfig<PassCloudflare>("/api/setting/get_pass_cloudflare"),
  });
