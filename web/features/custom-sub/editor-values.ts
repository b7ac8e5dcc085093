import {
  AUTO_SAVE_PATH,
  type CustomMediaType,
  type CustomSub,
  type CustomSubSave,
  parseRules,
  type Rule,
} from "./api/types";

/** The editor's state: numbers as typed, rule lists as arrays. */
export type EditorValues = {
  id: number | null;
  remote_sub_rule_id: string | null;
  media_type: CustomMediaType;
  name: string;
  desc: string;
  douban_id: string;
  tmdb_id: string;
  season_number: string;
  episode_count: string;
  score_rule_name: string;
  save_path: string;
  auto_delete: boolean;
  skip_exists: boolean;
  skip_unknown: boolean;
  interval_minutes: string;
  torrent_filter: Rule[];
  rename_rule: Rule[];
};

/** Sets one field of the editor's state; each card edits its own fields through it. */
export type SetEditorValue = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;

/** A new rule (the original UI's defaults, api-contract §2.12). */
export const newValues = (): EditorValues => ({
  id: null,
  remote_sub_rule_id: null,
  media_type: "Movie",
  name: "",
  desc: "",
  douban_id: "",
  tmdb_id: "",
  season_number: "1",
  episode_count: "1000",
  score_rule_name: "compress",
  save_path: AUTO_SAVE_PATH,
  auto_delete: false,
  skip_exists: true,
  skip_unknown: true,
  interval_minutes: "60",
  torrent_filter: [],
  rename_rule: [],
});

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** A stored, shared or imported rule (rule lists as JSON text) as editor values. */
export function fromCustomSub(s: Partial<CustomSub>, id: number | null): EditorValues {
  const base = newValues();
  return {
    ...base,
    id,
    remote_sub_rule_id: s.remote_sub_rule_id ? String(s.remote_sub_rule_id) : null,
    media_type: s.media_type ?? base.media_type,
    name: text(s.name),
    desc: text(s.desc),
    douban_id: text(s.douban_id),
    tmdb_id: text(s.tmdb_id),
    season_number: text(s.season_number ?? 1),
    episode_count: text(s.episode_count ?? 1000),
    score_rule_name: s.score_rule_name || base.score_rule_name,
    save_path: s.save_path || base.save_path,
    auto_delete: s.auto_delete ?? false,
    skip_exists: s.skip_exists ?? true,
    skip_unknown: s.skip_unknown ?? true,
    interval_minutes: text(s.interval_minutes ?? 60),
    torrent_filter: parseRules(s.torrent_filter),
    rename_rule: parseRules(s.rename_rule),
  };
}

/** The body of sub_custom. */
export function toSave(v: EditorValues): CustomSubSave {
  return {
    id: v.id,
    remote_sub_rule_id: v.remote_sub_rule_id,
    media_type: v.media_type,
    name: v.name.trim(),
    desc: v.desc,
    douban_id: v.douban_id.trim(),
    tmdb_id: v.tmdb_id.trim(),
    season_number: Number(v.season_number),
    episode_count: Number(v.episode_count),
    score_rule_name: v.score_rule_name,
    save_path: v.save_path,
    auto_delete: v.auto_delete,
    skip_exists: v.skip_exists,
    skip_unknown: v.skip_unknown,
    is_author: true,
    interval_minutes: Number(v.interval_minutes),
    torrent_filter: v.torrent_filter,
    rename_rule: v.rename_rule,
  };
}
