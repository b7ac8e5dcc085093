import type { BaseTranslation } from "../../i18n-types";

// Texts of /setting/edit-douban, edit-tmdb and edit-fanart: the keys and the metadata
// service addresses.
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_settingMetadata: BaseTranslation = {
  douban: {
    cookie: "Cookie",
    cookieHelp: "任意用户访问豆瓣的Cookie，一些电影不登陆读不到详情。",
    getCookie: "去获取Cookie",
    cookieRequired: "Cookie不能为空",
    cookieTooLong: "Cookie不能超过2000个字符",
  },
  hosts: {
    title: "服务地址",
    intro:
      "局域网镜像或代理路径的地址。留空时使用默认地址（启动参数 --metadata-hosts 可以为整个安装改默认地址）。",
    tmdb_api_base: "TMDB API地址",
    tmdb_image_base: "TMDB图片地址",
    douban_rexxar_base: "豆瓣移动版API地址",
    douban_frodo_base: "豆瓣Frodo API地址",
    fanart_api_base: "FanArt API地址",
    defaultHelp: "留空使用默认地址 {address:string}",
    test: "测试地址",
    save: "保存地址",
  },
  apiKey: {
    tmdbKey: "TMDB API密钥",
    tmdbHelp: "访问TMDB接口时需要的API密钥。",
    tmdbRequired: "TMDB API密钥不能为空",
    tmdbTooLong: "TMDB API密钥不能超过1024个字符",
    fanartKey: "FanArt API密钥",
    fanartHelp: "访问FanArt接口时需要的API密钥，配置后推送和页面显示的图片会更好看。",
    fanartRequired: "FanArt API密钥不能为空",
    fanartTooLong: "FanArt API密钥不能超过1024个字符",
    applyKey: "去申请API密钥",
    proxies: "代理设置",
    proxiesHelp:
      "留空则不使用代理。支持通过HTTP代理、SOCKS代理访问TMDB和FanArt。示范：http://localhost:8030 或 socks5://user:pass@host:port",
    proxiesInvalid: "代理设置必须是以http://、https://或socks5://开头的地址",
    proxiesTooLong: "代理设置不能超过2048个字符",
  },
};

export default zh_settingMetadata;
