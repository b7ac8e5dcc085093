import { queryOptions } from "@tanstack/react-query";
import type { MediaType, SubRecord } from "../../../components/media-card";
import { getConfig } from "../../config/api/config-request";

/** GET /api/subscribe/list {media_type} → the signed-in user's subscriptions. */
export const subListQueryOptions = (mediaType: MediaType) =>
  queryOptions({
    queryKey: ["subscribe", "list", mediaType],
    queryFn: async () =>
      (await getConfig<SubRecord[] | null>("/api/subscribe/list", { media_type: mediaType })) ?? [],
  });
