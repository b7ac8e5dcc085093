import type { BaseTranslation } from "../../i18n-types";
import { configMediaPath } from "./config-media-path";
import { configMore } from "./config-more";

// The setup wizard and /config/* screens (screens.md §2). Validation messages
// are word for word the built-in backend's (server/settings), so a form and
// the server refuse the same input in the same words.
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_configForms: BaseTranslation = {
  actions: {
    save: "保存",
    saveAndNext: "保存进入下一步",
    saveSettings: "保存设置",
    testConnection: "测试连接",
    continueAnyway: "仍然进入下一步",
  },
  health: {
    label: "连接状态",
    unset: "未设置",
    up: "可用",
    down: "异常",
    unknown: "未知",
    version: "版本 {version:string}",
    checkedAt: "最近检查：{time:string}",
  },
  url: "访问地址",
  urlRequired: "访问地址不能为空",
  urlInvalid: "访问地址必须是以http://或https://开头的网址",
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
  mediaPath: configMediaPath,
  ...configMore,
};

export default zh_configForms;
