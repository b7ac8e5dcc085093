import type { BaseTranslation } from "../../i18n-types";

// Texts of the setup wizard's service steps and their /config/* screens (web, media
// server, download client, movie metadata), /config/score-config, and
// /setting/edit-media-server and edit-download-client.
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_configServices: BaseTranslation = {
  web: {
    subtitle: "请记住此页面的配置，便于今后的访问",
    serverUrl: "站点访问地址",
    serverUrlHelp: "该地址适用于未来分享应用链接时访问，一般为外网可访问的地址",
    serverUrlInvalid: "站点访问地址必须是以http://或https://开头的网址",
    port: "网站访问端口",
    portHelp: "此端口需映射到Docker容器后才可以访问",
    portInvalid: "网站访问端口必须是1到65535之间的整数",
  },
  mediaServer: {
    subtitle: "配置媒体服务，可以帮您跳过已经存在的影视，避免重复下载",
    type: "媒体服务类型",
    urlHelp: "{name:string}网站服务的访问地址，带协议类型和端口号",
    apiKey: "API密钥",
    apiKeyHelp: "访问{name:string}接口查询数据时所用的密钥",
    apiKeyRequired: "API密钥不能为空",
    apiKeyLink: "去申请API密钥",
    plexToken: "Token",
    plexTokenHelp: "用于访问Plex接口的Token",
    plexTokenRequired: "Token不能为空",
    plexTokenLink: "学习如何获取",
    back: "返回网站访问设置",
  },
  downloadClient: {
    subtitle: "关联下载工具，可以进行种子自动提交，监控下载进度等操作。",
    type: "下载工具",
    typeHelp: "目前已支持的下载工具",
    urlHelp: "网站服务的访问地址，带协议类型和端口号",
    username: "登陆账号",
    usernameHelp: "用于登陆的管理账号",
    usernameRequired: "登陆账号不能为空",
    password: "登陆密码",
    passwordHelp: "用于登陆的密码",
    passwordRequired: "登陆密码不能为空",
    rpcSecret: "RPC密钥",
    rpcSecretHelp: "aria2的RPC密钥（rpc-secret），没有设置时留空",
    needLogin: "需要登陆(没配置内网免登必须勾选)",
    monitorAll: "监控手动提交到下载器指定目录的种子",
    back: "返回下载工具设置",
  },
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

export default zh_configServices;
