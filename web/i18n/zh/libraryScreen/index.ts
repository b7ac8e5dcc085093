import type { BaseTranslation } from "../../i18n-types";

// /media/library (全部影视): what the media servers hold and the organiser filed.
// A namespace: loaded with that screen (web/app/routes.ts), not in the entry.
const zh_libraryScreen: BaseTranslation = {
  total: "共 {count:number} 部",
  loadFailed: "媒体库加载失败：{message:string}",
  empty: "没有符合条件的影视",
  emptyHint: "媒体库还没有同步过，或筛选条件太严格",
  loadingMore: "正在加载更多",
  filters: {
    search: "搜索名称",
    type: "类型",
    allTypes: "全部类型",
    movie: "电影",
    tv: "剧集",
    quality: "质量",
    allQualities: "全部质量",
    site: "来源站点",
    allSites: "全部站点",
    missingSubs: "缺字幕",
  },
  view: {
    label: "显示方式",
    grid: "海报",
    table: "表格",
  },
  sync: {
    action: "立即同步",
    done: "媒体库已同步",
  },
  columns: {
    name: "名称",
    type: "类型",
    year: "年份",
    quality: "质量",
    subs: "字幕",
    source: "来源",
    versions: "版本",
  },
  subs: {
    yes: "有字幕",
    no: "缺字幕",
    unknown: "未知",
  },
  filed: "已整理",
  open: "查看 {name:string} 的详情",
  detail: {
    loadFailed: "详情加载失败：{message:string}",
    close: "关闭",
    versions: "版本与文件",
    server: "媒体服务器 {server:string}",
    filedAt: "整理到 {path:string}",
    fromSite: "来自 {site:string}",
    openOnServer: "在媒体服务器中打开",
    noSubtitles: "无字幕",
    missing: "缺失的集",
    missingSeason: "第 {season:number} 季：{episodes:string}",
    noMissing: "媒体服务器上没有缺失的集",
    records: "下载记录",
    noRecords: "没有下载记录",
    recordFiled: "已入库",
    recordNotFiled: "未入库",
    subscriptions: "订阅",
    noSubscriptions: "没有订阅",
    subscription: "{nickname:string} 的订阅",
    subscriptionSeason: "{nickname:string} 的订阅 · 第 {season:number} 季",
    titlePage: "打开影视详情页",
    serversError: "媒体服务器暂时无法查询：{message:string}",
  },
};

export default zh_libraryScreen;
