import type { Translation } from "../i18n-types";

// The search dialog's recent searches (in the shell, so in the entry).
export const searchHistory: Translation["searchHistory"] = {
  title: "Recent searches",
  empty: "No recent searches",
  expand: "More",
  collapse: "Fewer",
  success: "done",
  searching: "searching",
  failed: "not finished",
  item: "{keyword} ({status})",
};
