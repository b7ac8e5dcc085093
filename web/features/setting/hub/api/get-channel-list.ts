import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** A channel type the add dialog offers: GET /api/notify/get_channel_list. */
export type ChannelType = { channel_type: string; name: string; icon_url: string };

export const channelListQueryKey = ["notify", "get_channel_list"] as const;

export const channelListQueryOptions = () =>
  queryOptions({
    queryKey: channelListQueryKey,
    queryFn: async () =>
      (await getConfig<ChannelType[] | null>("/api/notify/get_channel_list")) ?? [],
  });
