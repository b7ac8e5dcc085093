import type { BaseTranslation } from "../../i18n-types";

// Texts of the /setting/* section forms: what they share (the 测试 button, the URL
// checks, the priority list) and the small forms' own (web, pass-cloudflare,
// cookie-cloud, search). The larger groups are namespaces of their own
// (settingMetadata, settingLibrary, freeDownloadForms), loaded by their routes alone.
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_settingForms: BaseTranslation = {
  test: "测试",
  url: {
    required: "{label:string}不能为空",
    invalid: "{label:string}必须是以http://或https://开头的网址",
    tooLong: "{label:string}不能超过2048个字符",
    credentials: "{label:string}不能包含账号或密码",
    queryOrFragment: "{label:string}不能包含“?”或“#”",
  },
  priorityList: {
    moveUp: "上移 {label:string}",
    moveDown: "下移 {label:string}",
    moved: "{label:string}已移到第{position:number}位",
  },
  web: {
    serverUrl: "站点访问地址",
    serverUrlHelp:
      "该地址适用于未来分享应用链接时访问，一般为外网可访问的地址，不开外网访问可以不填。",
    host: "主机",
    hostHelp:
      "默认的 :: 表示监听所有IPv6和IPv4地址；只允许本机访问可填 127.0.0.1。不懂不要改这个值。",
    hostRequired: "主机不能为空",
    hostTooLong: "主机不能超过255个字符",
    hostInvalid: "主机必须是IP地址（如 :: 或 0.0.0.0）或主机名",
    port: "端口",
    portHelp: "web服务启动端口，没有特殊需求不用改。",
    portInvalid: "网站访问端口必须是1到65535之间的整数",
  },
  cloudflare: {
    intro:
      "Cloudflare穿透可以使站点爬虫更加稳定。但这是一项可选设置，如果你不配置则会自动使用VIP专用的香港节点Cloudflare Pass服务。如果这里设置了本地地址，将会使用你本地的服务。",
    introLocal:
      "使用本地的flaresolverr服务有一定的好处，一些站点的Cloudflare校验严格，会要求所有访问IP一致，否则无法完成自动登录等一些爬虫操作。",
    fsApi: "flaresolverr api地址",
    fsApiHelp: "部署在本地的flaresolverr接口地址，例如 http://127.0.0.1:8191/v1，注意结尾带/v1。",
    fsApiSuffix: "flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1",
  },
  cookieCloud: {
    intro:
      "CookieCloud由浏览器插件和一个可以自己部署的小服务器组成：插件把浏览器里的Cookie端对端加密后上传到服务器，这里按同步间隔下载并解密，用于登录站点，不必再手动复制Cookie。",
    project: "了解CookieCloud",
    serverUrl: "服务器地址",
    serverUrlHelp: "CookieCloud服务器的地址，与浏览器插件里填的相同，例如 http://127.0.0.1:8088",
    uuid: "用户KEY（UUID）",
    uuidHelp: "浏览器插件里显示的用户KEY。",
    uuidRequired: "用户KEY（UUID）不能为空",
    uuidTooLong: "用户KEY（UUID）不能超过255个字符",
    password: "端对端加密密码",
    passwordHelp: "浏览器插件里设置的端对端加密密码，只用来在本机解密。",
    passwordRequired: "端对端加密密码不能为空",
    passwordTooLong: "端对端加密密码不能超过1024个字符",
    interval: "同步间隔（分钟）",
    intervalHelp: "多久从服务器同步一次Cookie，10到10080分钟（7天）。",
    intervalInvalid: "同步间隔必须是10到10080之间的整数（分钟）",
    enable: "启用CookieCloud同步",
    enableHelp: "关闭时服务器地址、用户KEY和密码可以先不填。",
    syncNow: "立即同步",
    syncNowHelp: "按已保存的设置，现在就从CookieCloud更新各站点的Cookie",
  },
  search: {
    timeout: "连接网站超时时间(秒)",
    timeoutHelp: "连接网络的超时时间，越大意味着你在网页等的越久，不要超过60秒。",
    timeoutInvalid: "连接网站超时时间必须是1到600之间的整数（秒）",
    limit: "返回给页面的最大结果条数",
    limitHelp: "页面展示太多，网页也会卡，可以通过这个参数限制结果数，0为不限制，默认不限制。",
    limitInvalid: "返回给页面的最大结果条数必须是不小于0的整数",
    posterWall: "豆瓣搜索结果以海报墙展示",
    posterWallHelp: "关闭时以横向滑动列表展示。更改后需要强制刷新浏览器页面才生效。",
  },
};

export default zh_settingForms;
