import type { NamespaceNotifyListTranslation } from "../../i18n-types";

const en_notifyList: NamespaceNotifyListTranslation = {
  heading: "All messages",
  empty: "No messages",
  clear: "Clear all messages",
  cleared: "All messages cleared",
  more: "Load more",
  confirmTitle: "Please confirm",
  confirmText: "Clear all messages? This cannot be undone.",
  confirm: "Clear",
  cancel: "Cancel",
  open: "View",
};

export default en_notifyList;
