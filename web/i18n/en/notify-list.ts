import type { Translation } from "../i18n-types";

export const notifyList: Translation["notifyList"] = {
  heading: "All messages",
  empty: "No messages",
  clear: "Clear all messages",
  cleared: "All messages cleared",
  more: "Load more",
  confirmTitle: "Please confirm",
  confirmText: "Clear all messages? This cannot be undone.",
  confirm: "Clear",
  cancel: "Cancel",
};
