import type { BaseTranslation } from "../../i18n-types";

// The 订阅榜单 dialog on the ranking screens (issue 13).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_rankingSub: BaseTranslation = {
  subscribe: "订阅榜单",
  subscribeLabel: "订阅榜单{name:string}",
  unsubscribe: "取消订阅",
  unsubscribeLabel: "取消订阅榜单{name:string}",
  title: "确定要订阅 {name:string} 吗？",
  explain:
    "订阅后会定时读取这个榜单，评分不低于最低分数的影视会自动订阅。每部影视只订阅一次，删除的订阅不会被再次加回。",
  rating: "最低分数",
  ratingInvalid: "最低分数必须是0到10之间的数字",
  filter: "过滤器",
  filters: {
    auto: "自动选择过滤器",
    none: "不使用任何过滤器",
    custom: "独立设置过滤器",
  },
  filterHelp: "自动订阅时会按此过滤器提交",
  ownFilterForm: "{name:string}的独立过滤器",
  confirm: "确定",
  cancelTitle: "取消订阅榜单",
  cancelText: "确认要取消订阅{name:string}吗？",
  cancelConfirm: "取消订阅",
  keep: "不取消",
};

export default zh_rankingSub;
