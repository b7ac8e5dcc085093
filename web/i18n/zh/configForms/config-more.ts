// /setup/movie-metadata, /config/free-download and /config/score-config.
export const configMore = {
  movieMetadata: {
    subtitle:
      "此页面接口均需要稳定的网络环境，精美的图片显示，精准的影视信息识别准确率全部依靠这些接口。",
    tmdbKey: "TMDB API密钥",
    tmdbKeyHelp: "访问TMDB接口时需要的API密钥",
    tmdbKeyRequired: "TMDB API密钥不能为空",
    applyKey: "去申请API密钥",
    fanartKey: "FanArt API密钥",
    fanartKeyHelp: "可为空，配置后推送和页面显示的图片会更好看。",
    proxies: "代理设置",
    proxiesHelp:
      "留空则不使用代理。支持通过HTTP代理、SOCKS代理访问TMDB和FanArt。示范：http://localhost:8030 或 socks5://user:pass@host:port",
    proxiesInvalid: "代理设置必须是以http://、https://或socks5://开头的地址",
    saveFailed: "配置出错啦，容器能科学上网么？",
    back: "返回媒体路径设置",
  },
  freeDownload: {
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
  scoreConfig: {
    subtitle: "选种的规则，可以应用于搜索和智能下载。",
    strategy: "选种策略",
    strategyHelp: "策略的名称，可以复制配置目录rules中的文件，实现新增。",
    keywords: "自定义关键字",
    keywordsHelp: "种子名或标题中命中任何一个关键字，则名称分数变高。",
    keywordsTooLong: "自定义关键字不能超过500个字符",
    percent: "{value:number}%",
    weights: {
      name: {
        label: "名称分数权重",
        help: "种子名和副标题中是否含有电影相关名称信息，以及含有你设定的关键字信息，会决定该项数据得分。",
        invalid: "名称权重必须是0到100之间的整数",
      },
      type: {
        label: "类型分数权重",
        help: "类型是指种子的存储介质、分辨率、编码类型、压缩格式等包含在种子名中的信息。系统内置一套分数评价体系。",
        invalid: "类型权重必须是0到100之间的整数",
      },
      seeders: {
        label: "做种人数权重",
        help: "做种人数越多，得分越高。",
        invalid: "做种数权重必须是0到100之间的整数",
      },
      completions: {
        label: "下载完成人数权重",
        help: "下载完成的人数越多，得分越高。",
        invalid: "完成数权重必须是0到100之间的整数",
      },
      subtitle: {
        label: "字幕分数权重",
        help: "命中字幕关键字数量越多，得分越高。",
        invalid: "字幕权重必须是0到100之间的整数",
      },
      free: {
        label: "免费资源分数权重",
        help: "种子免费剩余时间越长，得分越高。",
        invalid: "免费权重必须是0到100之间的整数",
      },
    },
  },
};
