import type { BaseTranslation } from "../../i18n-types";

// The 活动 screen (/download/activity): what is under way and the history of every event.
// A namespace: loaded with that screen (web/app/routes.ts), not in the entry.
const zh_activity: BaseTranslation = {
  queue: {
    heading: "进行中",
    none: "现在没有进行中的任务",
    jobs: "后台任务",
    since: "开始于 {since:string}",
    sending: "等待发送到下载器",
    attempts: "{site:string} · 已尝试 {count:number} 次，下次 {next:string}",
    downloading: "下载中",
    progress: "{site:string} · {progress:string}% · {speed:string}",
    noAnswer: "{site:string} · 下载器暂未应答",
    organising: "整理中",
    loadFailed: "读取进行中的任务失败：{message:string}",
  },
  history: {
    heading: "历史",
    filters: "筛选活动",
    kind: "类型",
    outcome: "结果",
    from: "开始日期",
    to: "结束日期",
    all: "全部",
    failure: "失败",
    success: "成功",
    total: "共 {total:number} 条",
    none: "没有符合条件的活动",
    more: "加载更多",
    loadFailed: "读取活动历史失败：{message:string}",
    retry: "重试",
    retryOf: "重试：{title:string}",
    identify: "识别纠错",
    open: "查看",
    retried: "{at:string} 已重试：{note:string}",
  },
  kinds: {
    sent: "开始下载",
    send_failed: "发送失败",
    progress: "下载进度",
    completed: "下载完成",
    filed: "已整理入库",
    identify_failed: "未能识别",
    organise_failed: "整理失败",
    site_added: "添加站点",
    site_cookie_expired: "站点Cookie失效",
    site_budget_exhausted: "站点请求额度用完",
    plugin_failed: "插件运行失败",
    subscribe_failed: "自动订阅失败",
    subtitle_arrived: "字幕下载完成",
    subtitle_gave_up: "未找到字幕",
    service_down: "服务不可用",
    job_failed: "后台任务失败",
  },
};

export default zh_activity;
