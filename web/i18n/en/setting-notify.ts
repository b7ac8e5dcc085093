import type { Translation } from "../i18n-types";

export const settingNotify: Translation["settingNotify"] = {
  placeholder: "Settings",
};
