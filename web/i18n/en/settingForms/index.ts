import type { NamespaceSettingFormsTranslation } from "../../i18n-types";

// English for the /setting/* section forms (their shared words and the small forms').
// The built-in backend answers in Chinese; only the form's own checks are translated here.
const en_settingForms: NamespaceSettingFormsTranslation = {
  test: "Test",
  url: {
    required: "{label} must not be empty",
    invalid: "{label} must be an address starting with http:// or https://",
    tooLong: "{label} must not be longer than 2048 characters",
    credentials: "{label} must not contain a user name or password",
    queryOrFragment: "{label} must not contain “?” or “#”",
  },
  priorityList: {
    moveUp: "Move {label} up",
    moveDown: "Move {label} down",
    moved: "{label} is now number {position}",
  },
  web: {
    serverUrl: "Site address",
    serverUrlHelp:
      "Used in shared links, usually an address reachable from the internet; may be left empty.",
    host: "Host",
    hostHelp:
      "The default :: listens on every IPv6 and IPv4 address; 127.0.0.1 allows this machine only. Leave it unless you know why.",
    hostRequired: "Host must not be empty",
    hostTooLong: "Host must not be longer than 255 characters",
    hostInvalid: "Host must be an IP address (such as :: or 0.0.0.0) or a host name",
    port: "Port",
    portHelp: "The port the web server listens on; no need to change it.",
    portInvalid: "Port must be a whole number from 1 to 65535",
  },
  cloudflare: {
    intro:
      "Passing Cloudflare makes the site crawlers more reliable. This is optional: without it the hosted Cloudflare Pass service for VIP users (Hong Kong) is used. With a local address here, your own service is used.",
    introLocal:
      "A local flaresolverr has an advantage: some sites check Cloudflare strictly and require every request to come from the same IP, otherwise automatic sign-in and other crawling fails.",
    fsApi: "flaresolverr API address",
    fsApiHelp:
      "The address of your local flaresolverr API, e.g. http://127.0.0.1:8191/v1 — note the /v1 at the end.",
    fsApiSuffix: "flaresolverr API address must end with /v1, e.g. http://127.0.0.1:8191/v1",
  },
  cookieCloud: {
    intro:
      "CookieCloud is a browser extension plus a small server you can host yourself: the extension uploads your browser's cookies end-to-end encrypted, and this app downloads and decrypts them at the sync interval to sign in to sites, so cookies need no more copying by hand.",
    project: "About CookieCloud",
    serverUrl: "Server address",
    serverUrlHelp:
      "The CookieCloud server, as entered in the extension, e.g. http://127.0.0.1:8088",
    uuid: "User key (UUID)",
    uuidHelp: "The user key the browser extension shows.",
    uuidRequired: "User key (UUID) must not be empty",
    uuidTooLong: "User key (UUID) must not be longer than 255 characters",
    password: "End-to-end encryption password",
    passwordHelp: "The password set in the extension; used only to decrypt here.",
    passwordRequired: "End-to-end encryption password must not be empty",
    passwordTooLong: "End-to-end encryption password must not be longer than 1024 characters",
    interval: "Sync interval (minutes)",
    intervalHelp: "How often to fetch the cookies, 10 to 10080 minutes (7 days).",
    intervalInvalid: "Sync interval must be a whole number from 10 to 10080 (minutes)",
    enable: "Enable CookieCloud sync",
    enableHelp: "While off, server, key and password may stay empty.",
    syncNow: "Sync now",
    syncNowHelp: "Update every site's cookie from CookieCloud now, with the saved settings",
  },
  search: {
    timeout: "Site connection timeout (s)",
    timeoutHelp: "The longer it is, the longer a page may wait; keep it under 60 seconds.",
    timeoutInvalid: "Site connection timeout must be a whole number from 1 to 600 (seconds)",
    limit: "Most results returned to the page",
    limitHelp: "Too many results make the page slow; 0 means no limit (the default).",
    limitInvalid: "Most results returned to the page must be a whole number of at least 0",
    posterWall: "Show Douban search results as a poster wall",
    posterWallHelp:
      "Off: a horizontal slider. Takes effect after a hard refresh of the browser page.",
  },
};

export default en_settingForms;
