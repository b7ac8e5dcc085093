import type { BaseTranslation } from "../../i18n-types";

// An account's fields as the server limits them (web/features/user/account-rules.ts):
// 用户管理's form and the invited sign-up page check them alike.
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_account: BaseTranslation = {
  usernameRequired: "必须填写用户名",
  usernameTooLong: "用户名不能超过64个字符",
  nicknameRequired: "必须填写昵称",
  nicknameTooLong: "昵称不能超过64个字符",
  passwordRequired: "必须填写密码",
  passwordTooShort: "密码不能少于6位",
  passwordTooLong: "密码不能超过64位",
};

export default zh_account;
