import type { BaseTranslation } from "../../i18n-types";

// The household's copy of a title: the state on every poster card (the requester
// view) and the title page's 入库状态 / 下载记录 / 订阅 (issue 28).
// A namespace: loaded with the screens that show poster cards (web/app/routes.ts).
const zh_titles: BaseTranslation = {
  state: {
    pending: "等待批准",
    subscribed: "订阅中",
    downloading: "下载中",
    in_library: "已入库",
  },
  searchTorrents: "搜索资源",
  searchSeason: "搜索第{season:number}季的资源",
  searchEpisode: "搜索第{season:number}季第{episode:number}集的资源",
  library: {
    heading: "入库状态",
    in_library: "已入库",
    partial: "部分入库",
    none: "未入库",
    servers: "媒体服务器：{names:string}",
    filed: "已整理到媒体库",
    seasonHeld: "第{season:number}季：{status:string}",
    episodesHeld: "已有 {list:string}",
    episodesMissing: "缺 {list:string}",
    episodeShort: "E{episode:number}",
    listSep: "、",
    episodes: "分集",
    episodeState: "第{episode:number}集 {status:string}",
    serverError: "媒体服务器查询失败，只按下载记录计算",
    loadFailed: "读取入库状态失败",
  },
  records: {
    heading: "下载记录",
    empty: "还没有这部作品的下载记录",
    all: "在下载记录中查看",
    status0: "下载中",
    status1: "已完成",
    status2: "已删除",
    status3: "未能识别",
    filed: "已入库",
    notFiled: "未入库",
    created: "{date:string} 添加",
    completed: "{date:string} 完成",
    season: "第{season:number}季",
    episodes: "第{list:string}集",
  },
  subscriptions: {
    heading: "订阅",
    empty: "还没有人订阅",
    by: "{nickname:string} 的订阅",
    season: "第{season:number}季",
    since: "{date:string} 订阅",
    open: "查看订阅",
  },
};

export default zh_titles;
