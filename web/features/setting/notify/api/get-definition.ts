import { queryOptions } from "@tanstack/react-query";
import type {
  EnumChoice,
  RawFieldDescriptor,
} from "../../../../components/schema-form/field-descriptor";
import { getConfig } from "../../../../lib/api/config-request";

/**
 * GET /api/notify/get_definition {channel_type, name}: the channel's title,
 * its fields (ArgDef, api-contract §2.5), the saved values of the channel
 * called `name` (null for a new one) and the message types it may push.
 */
export type NotifyDefinition = {
  name: string;
  args: RawFieldDescriptor[] | null;
  config: Record<string, unknown> | null;
  template_options: EnumChoice[] | null;
};

export const definitionQueryKey = (type: string, name: string) =>
  ["notify", "get_definition", type, name] as const;

export const definitionQueryOptions = (type: string, name: string) =>
  queryOptions({
    queryKey: definitionQueryKey(type, name),
    queryFn: () =>
      getConfig<NotifyDefinition>("/api/notify/get_definition", {
        channel_type: type,
        // No name: the form for a new channel.
        name: name || undefined,
      }),
  });
