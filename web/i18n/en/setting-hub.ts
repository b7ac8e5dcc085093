import type { Translation } from "../i18n-types";

export const settingHub: Translation["settingHub"] = {
  placeholder: "Settings",
};
