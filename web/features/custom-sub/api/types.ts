/** Custom subscription media types (api-contract §3.2 CustomMediaType). */
export const MEDIA_TYPES = ["Movie", "TV", "XX", "Other"] as const;
export type CustomMediaType = (typeof MEDIA_TYPES)[number];

/** A torrent filter or rename rule: {type, args} (api-contract §3.5). */
export type Rule = { type: string; args: Record<string, unknown> };

/** The save path meaning "choose from the title" (api-contract §2.12). */
export const AUTO_SAVE_PATH = "自动选择保存路径";

/** One row of get_sub_custom_list. */
export type CustomSubItem = {
  id: number;
  name: string;
  desc: string;
  media_type: CustomMediaType;
  enable: boolean;
  status: string;
  last_run_time_format: string;
  dl_count: number;
  personal: boolean;
  remote_sub_rule_id?: string | null;
};

/** get_sub_custom's CustomSub: the rule lists are JSON text. */
export type CustomSub = {
  id: number;
  media_type: CustomMediaType;
  name: string;
  desc: string;
  score_rule_name: string;
  douban_id: string;
  tmdb_id: string;
  save_path: string;
  season_number: number;
  episode_count: number;
  remote_sub_rule_id?: string | null;
  auto_delete: boolean;
  skip_exists: boolean;
  skip_unknown: boolean;
  is_author?: boolean;
  torrent_filter: string;
  rename_rule: string;
  /** An addition: minutes between scheduled runs. */
  interval_minutes?: number;
};

/** sub_custom's body (CustomSubSave): the rule lists as arrays. */
export type CustomSubSave = Omit<CustomSub, "id" | "torrent_filter" | "rename_rule"> & {
  id: number | null;
  torrent_filter: Rule[];
  rename_rule: Rule[];
};

/** One torrent of get_custom_sub_record. */
export type CustomRecord = {
  id: number;
  status: string;
  download_message?: string | null;
  torrent_detail_url: string;
  torrent_subject: string;
  torrent_name: string;
  size: string;
  site_name: string;
};

export type RecordGroup = { status: string; items: CustomRecord[] };

/** §S11 shared rule (camelCase, as the list endpoints send it). */
export type SharedRule = {
  id: number | string;
  posterUrl?: string;
  ruleName: string;
  authorNickname: string;
  description?: string;
  likeCount: number;
  hateCount: number;
  liked: boolean;
  hated: boolean;
};

/** Reads a rule list sent as JSON text; anything else is no rules. */
export function parseRules(text: string | null | undefined): Rule[] {
  try {
    const v: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(v)
      ? v.filter((r): r is Rule => typeof r === "object" && r !== null && "type" in r)
      : [];
  } catch {
    return [];
  }
}
