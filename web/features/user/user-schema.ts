import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type } from "../../lib/ark";
import { httpUrl } from "../../lib/field-rules";
import { accountRules } from "./account-rules";
import type { UserAccount } from "./api/get-user-list";
import type { UserFields } from "./api/save-user";

/** The form's values: role as the select holds it ("1" 管理员 / "2" 普通用户). */
export type UserValues = Omit<UserFields, "role"> & { role: "1" | "2"; password: string };

/** Add needs a password (6–64); edit takes "" as "keep the current one". Same limits as the server. */
export function createUserSchema(LL: TranslationFunctions, adding: boolean) {
  const t = LL.user.form;
  const { username, nickname, password } = accountRules(LL);
  return type({
    username,
    nickname,
    password: adding
      ? password
      : type("string").narrow((value, ctx) => {
          if (value === "") return true;
          const checked = password(value);
          return !(checked instanceof type.errors) || ctx.reject({ message: checked.summary });
        }),
    bark_url: httpUrl({ invalid: t.barkInvalid() }),
  });
}

/** screens.md defaults for a new user: 普通用户, score rule compress, every category. */
export function toUserValues(
  u: Partial<UserAccount> | undefined,
  categories: readonly string[],
): UserValues {
  return {
    username: u?.username ?? "",
    nickname: u?.nickname ?? "",
    password: "",
    role: u?.role === 1 ? "1" : "2",
    score_rule_name: u?.score_rule_name || "compress",
    douban_user: u?.douban_user ?? "",
    qywx_user: u?.qywx_user ?? "",
    pushdeer_key: u?.pushdeer_key ?? "",
    bark_url: u?.bark_url ?? "",
    telegram_user_id: u?.telegram_user_id ?? "",
    permission_category: u?.permission_category ?? [...categories],
    approval_enable: u?.approval_enable ?? false,
  };
}

/** What register / update_user send (the password goes under its own key per call). */
export function toUserFields(v: UserValues): UserFields {
  const { password: _password, role, ...rest } = v;
  return {
    ...rest,
    username: v.username.trim(),
    nickname: v.nickname.trim(),
    bark_url: v.bark_url.trim(),
    role: Number(role),
  };
}
