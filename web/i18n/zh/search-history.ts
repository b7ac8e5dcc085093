// The search dialog's recent searches (in the shell, so in the entry).
export const searchHistory = {
  title: "最近搜索",
  empty: "没有最近在搜索内容",
  expand: "展开",
  collapse: "收起",
  success: "已完成",
  searching: "搜索中",
  failed: "未完成",
  item: "{keyword:string}（{status:string}）",
};
