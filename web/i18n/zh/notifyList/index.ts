import type { BaseTranslation } from "../../i18n-types";

// /notify/list (screens.md): every system message of the signed-in user.
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_notifyList: BaseTranslation = {
  heading: "所有消息",
  empty: "没有任何消息",
  clear: "清空所有消息",
  cleared: "已清空所有消息",
  more: "加载更多",
  confirmTitle: "操作提示",
  confirmText: "确定要清空所有消息吗？清空后无法恢复。",
  confirm: "清空",
  cancel: "取消",
  open: "查看",
};

export default zh_notifyList;
