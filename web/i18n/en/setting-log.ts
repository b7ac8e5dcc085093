import type { Translation } from "../i18n-types";

export const settingLog: Translation["settingLog"] = {
  placeholder: "Settings",
};
