import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** What a template selects (api-contract §2.4); `site` empty = the sites with web search on. */
export type SearchOption = { searchContent: string[]; category: string[]; site: string[] };
export type SearchTemplate = { name: string; option: SearchOption };

/** GET /api/setting/get_search_template: the user's templates, 默认 first, and what they may search. */
export type SearchTemplates = { template: SearchTemplate[]; permission_category: string[] };

export const searchTemplatesQueryKey = ["setting", "get_search_template"] as const;

export const searchTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: searchTemplatesQueryKey,
    queryFn: async (): Promise<SearchTemplates> => {
      const data = await getConfig<Partial<SearchTemplates> | null>(
        "/api/setting/get_search_template",
      );
      return {
        template: data?.template ?? [],
        permission_category: data?.permission_category ?? [],
      };
    },
  });
