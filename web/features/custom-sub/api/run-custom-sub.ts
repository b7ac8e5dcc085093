import { postConfig, type Saved } from "../../../lib/api/config-request";

export type SearchType = "keyword" | "imdb" | "list";

export type RunRequest = {
  sub_id: number;
  keyword: string;
  cate_level1: string[];
  all_pages: boolean;
  search_type: SearchType;
};

/** POST /api/subscribe/run_custom_sub: runs the rule once now. */
export function runCustomSub(req: RunRequest): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/subscribe/run_custom_sub", req);
}
