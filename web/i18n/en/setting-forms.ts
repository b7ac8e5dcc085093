import type { Translation } from "../i18n-types";

export const settingForms: Translation["settingForms"] = {
  placeholder: "Settings",
};
