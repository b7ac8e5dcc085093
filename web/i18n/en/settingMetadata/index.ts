import type { NamespaceSettingMetadataTranslation } from "../../i18n-types";

// English for /setting/edit-douban, edit-tmdb and edit-fanart: the keys and the metadata
// service addresses.
const en_settingMetadata: NamespaceSettingMetadataTranslation = {
  douban: {
    cookie: "Cookie",
    cookieHelp: "A Douban cookie of any account; some titles show no details without signing in.",
    getCookie: "Get a cookie",
    cookieRequired: "Cookie must not be empty",
    cookieTooLong: "Cookie must not be longer than 2000 characters",
  },
  hosts: {
    title: "Service addresses",
    intro:
      "The address of a LAN mirror or a proxy path. Empty means the default (the --metadata-hosts flag sets the default for the whole install).",
    tmdb_api_base: "TMDB API address",
    tmdb_image_base: "TMDB image address",
    douban_rexxar_base: "Douban mobile API address",
    douban_frodo_base: "Douban Frodo API address",
    fanart_api_base: "FanArt API address",
    defaultHelp: "Empty uses the default {address}",
    test: "Test addresses",
    save: "Save addresses",
  },
  apiKey: {
    tmdbKey: "TMDB API key",
    tmdbHelp: "The API key used to call TMDB.",
    tmdbRequired: "TMDB API key must not be empty",
    tmdbTooLong: "TMDB API key must not be longer than 1024 characters",
    fanartKey: "FanArt API key",
    fanartHelp:
      "The API key used to call FanArt; with it, pictures in messages and pages look better.",
    fanartRequired: "FanArt API key must not be empty",
    fanartTooLong: "FanArt API key must not be longer than 1024 characters",
    applyKey: "Apply for an API key",
    proxies: "Proxy",
    proxiesHelp:
      "Leave empty for no proxy. HTTP and SOCKS proxies work for TMDB and FanArt, e.g. http://localhost:8030 or socks5://user:pass@host:port",
    proxiesInvalid: "Proxy must start with http://, https:// or socks5://",
    proxiesTooLong: "Proxy must not be longer than 2048 characters",
  },
};

export default en_settingMetadata;
