import type { BaseTranslation } from "../../i18n-types";

// /movie/analyze (趋势): the charts of downloads, sites, quality and subtitles.
// A namespace: loaded with that screen only (web/app/routes.ts).
const zh_movieAnalyze: BaseTranslation = {
  heading: "趋势",
  loadFailed: "趋势数据加载失败：{message:string}",
  range: {
    label: "时间范围",
    "30d": "近30天（按天）",
    "12w": "近12周（按周）",
    "12m": "近12个月（按月）",
  },
  bucket: {
    day: "日期",
    week: "周（起始日）",
    month: "月份",
  },
  showTable: "显示表格",
  hideTable: "隐藏表格",
  tableOf: "{title:string}（表格）",
  noData: "这段时间没有数据",
  loadingChart: "正在绘制图表",
  flow: {
    title: "下载与入库",
    downloads: "下载",
    filed: "入库",
  },
  sites: {
    title: "各站点下载量",
    site: "站点",
    downloads: "下载数",
    size: "体积",
  },
  upload: { title: "各站点上传量" },
  download: { title: "各站点下载流量" },
  ratio: { title: "各站点分享率", none: "—" },
  waits: {
    title: "订阅到入库",
    median: "中位数 {hours:string} 小时",
    count: "{count:number} 个订阅在这段时间首次入库",
    none: "这段时间没有订阅首次入库",
  },
  quality: { title: "画质分布", name: "分辨率", count: "数量", unknown: "未知" },
  groups: { title: "压制组排行", name: "压制组", count: "入库数" },
  subtitles: {
    title: "入库影片的字幕",
    name: "状态",
    count: "数量",
    none: "字幕自动下载没有运行",
    have: "已有字幕",
    missing: "缺字幕",
    skipped: "无需字幕",
    unchecked: "尚未检查",
  },
};

export default zh_movieAnalyze;
