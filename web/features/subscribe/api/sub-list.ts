import { queryOptions } from "@tanstack/react-query";
import type { SubRecord } from "../../../components/media-card/adapters";
import type { MediaType } from "../../../components/media-card/types";
import { getConfig } from "../../../lib/api/config-request";

/** GET /api/subscribe/list {media_type} → the signed-in user's subscriptions. */
export const subListQueryOptions = (mediaType: MediaType) =>
  queryOptions({
    queryKey: ["subscribe", "list", mediaType],
    queryFn: async () =>
      (await getConfig<SubRecord[] | null>("/api/subscribe/list", { media_type: mediaType })) ?? [],
  });
