import type { BaseTranslation } from "../../i18n-types";

// Texts of the free-download (traffic management) forms: /config/free-download
// (config) and /setting/edit-free-download (config, setting and its 刷流记录, traffic).
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_freeDownloadForms: BaseTranslation = {
  config: {
    subtitle: "开启此功能后，还需要在站点设置中，设置对应站点的养护方式。",
    learnMore: "学习如何使用",
    savePath: "下载保存路径",
    savePathHelp: "提交到下载器的保存路径，建议独立目录与正常影音资源隔离开",
    savePathRequired: "下载保存路径不能为空",
    availableSpace: "磁盘可用空间",
    availableSpaceHelp: "免费下载任务的可用存储空间，单位GB",
    availableSpaceInvalid: "磁盘可用空间必须是不小于50的整数",
    statisticsPeriod: "下载数据统计周期",
    statisticsPeriodHelp: "1个周期是1分钟，这个周期决定种子淘汰速度，不理解建议采用默认值10",
    statisticsPeriodInvalid: "下载数据统计周期必须是不小于1的整数",
    uploadMax: "最大上传速率",
    uploadMaxHelp: "最大的上行带宽速率，单位Mbps",
    uploadMaxInvalid: "最大上传速率必须是不小于1的整数",
    enable: "启用流量管理任务",
  },
  setting: {
    maxActive: "最大活跃刷流种子数",
    maxActiveHelp: "同时下载刷流种子的上限数量，如果超了，就不再新增了，0为不限。",
    maxActiveInvalid: "最大活跃刷流种子数必须是不小于0的整数",
    acceptHR: "接受H&R种子",
    acceptHRHelp:
      "开启后，站点标记为H&R的免费种子也会加入刷流，并在删除前做种到站点要求的分享率；关闭则跳过这些种子。",
  },
  traffic: {
    title: "刷流记录",
    empty: "流量管理还没有添加过种子。",
    failed: "读取刷流记录失败：{message:string}",
    sites: "各站点刷流统计",
    site: "站点",
    count: "种子数",
    uploaded: "上传量",
    downloaded: "下载量",
    ratio: "分享率",
    torrents: "刷流种子",
    name: "种子",
    state: "状态",
    reason: "添加原因",
    removeReason: "移除原因",
    addedAt: "添加时间",
    states: { adding: "提交中", active: "管理中", removed: "已删除", released: "已放弃管理" },
    runs: "运行日志",
    runLog: "{at:string} 的运行日志",
  },
};

export default zh_freeDownloadForms;
