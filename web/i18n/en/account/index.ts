import type { NamespaceAccountTranslation } from "../../i18n-types";

const en_account: NamespaceAccountTranslation = {
  usernameRequired: "Enter a user name",
  usernameTooLong: "The user name can have at most 64 characters",
  nicknameRequired: "Enter a nickname",
  nicknameTooLong: "The nickname can have at most 64 characters",
  passwordRequired: "Enter a password",
  passwordTooShort: "The password needs at least 6 characters",
  passwordTooLong: "The password can have at most 64 characters",
};

export default en_account;
