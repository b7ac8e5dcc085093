// What the subscribe, 过滤/洗版 and ranking dialogs post as their filter
// (api-contract §3.3: no name, priority or scope), written out here rather
// than read from the code under test.
export const RULE_KEYS = [
  "exclude_keyword",
  "free_only",
  "has_cn",
  "has_special",
  "include_keyword",
  "max_seeders",
  "max_size",
  "media_codec",
  "media_source",
  "min_seeders",
  "min_size",
  "pass_hr",
  "release_team",
  "resolution",
  "site_id",
];

/** A mocked request's JSON body. */
export const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
