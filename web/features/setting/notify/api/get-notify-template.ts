import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** One message type's texts; `vars` (placeholder names) only where the server sends them. */
export type TemplateText = { name: string; title: string; body: string; vars?: string[] };

/**
 * One tab of GET /api/setting/get_notify_template: the channel type, its name
 * (the tab label) and, under every other key, a message type's template.
 */
export type TemplateTab = { channel_type: string; name: string } & Record<string, unknown>;

export const notifyTemplateQueryKey = ["setting", "get_notify_template"] as const;

export const notifyTemplateQueryOptions = () =>
  queryOptions({
    queryKey: notifyTemplateQueryKey,
    queryFn: async () =>
      (await getConfig<TemplateTab[] | null>("/api/setting/get_notify_template")) ?? [],
  });
