import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type } from "../../lib/ark";
import { checkFields, type FieldCheck } from "../../lib/check-fields";
import { intInRange, requiredText, toInt } from "../../lib/field-rules";
import type { DoubanWish, SaveRule, SaveRuleType } from "./api/get-douban";

/** Cards carry a key of their own: cards can be removed from the middle. */
export type UserItem = { uid: string; id: string; pull_time_range: string };
export type RuleItem = Omit<SaveRule, "score_rule"> & { uid: string; score_rule: string };
export type DoubanValues = {
  default_score_rule: string;
  users: UserItem[];
  download_paths: RuleItem[];
};

let lastUid = 0;
const nextUid = () => `douban-${++lastUid}`;

/** 加一个用户: 拉取天数 365 (screens.md). */
export const newUser = (): UserItem => ({ uid: nextUid(), id: "", pull_time_range: "365" });

/** 加一个下载保存规则: a movie rule, any genre and area. */
export const newRule = (type: SaveRuleType = "movie"): RuleItem => ({
  uid: nextUid(),
  type,
  cate: [],
  area: [],
  download_path: "",
  score_rule: "",
});

export function toDoubanValues(w: DoubanWish): DoubanValues {
  return {
    default_score_rule: w.default_score_rule || "compress",
    users: (w.users ?? []).map((u) => ({
      uid: nextUid(),
      id: u.id,
      pull_time_range: String(u.pull_time_range),
    })),
    download_paths: (w.download_paths ?? []).map((r) => ({
      ...newRule(r.type),
      cate: [...(r.cate ?? [])],
      area: [...(r.area ?? [])],
      download_path: r.download_path,
      score_rule: r.score_rule ?? "",
    })),
  };
}

export function toDoubanWish(v: DoubanValues): DoubanWish {
  return {
    default_score_rule: v.default_score_rule,
    users: v.users.map((u) => ({ id: u.id.trim(), pull_time_range: toInt(u.pull_time_range) })),
    download_paths: v.download_paths.map(({ uid: _uid, ...r }) => r),
  };
}

const DOUBAN_UID = /^[A-Za-z0-9_.-]+$/;

/** The server's checks (server/smartdl), each under its own field of its card. */
export function createDoubanSchema(LL: TranslationFunctions) {
  const t = LL.smartDownload.douban.errors;
  const id = type("string").narrow((raw, ctx) => {
    const v = raw.trim();
    if (v === "") return ctx.reject({ message: t.doubanIdRequired() });
    return (v.length <= 64 && DOUBAN_UID.test(v)) || ctx.reject({ message: t.doubanIdInvalid() });
  });
  const days = intInRange({ min: 1, max: 36500, message: t.pullDaysInvalid() });
  const path = requiredText(t.pathRequired());
  return type({
    default_score_rule: "string",
    users: type({ uid: "string", id: "string", pull_time_range: "string" }).array(),
    download_paths: type({
      uid: "string",
      type: "'movie' | 'tv'",
      cate: "string[]",
      area: "string[]",
      download_path: "string",
      score_rule: "string",
    }).array(),
  }).narrow((v, ctx) =>
    checkFields(ctx, [
      ...v.users.flatMap((u, i): FieldCheck[] => [
        [["users", i, "id"], id, u.id],
        [["users", i, "pull_time_range"], days, u.pull_time_range],
      ]),
      ...v.download_paths.map(
        (r, i): FieldCheck => [["download_paths", i, "download_path"], path, r.download_path],
      ),
    ]),
  );
}
