import type { NamespaceSettingFormsTranslation } from "../../i18n-types";

// English for the /setting/* section forms. The built-in backend answers in
// Chinese; only the form's own checks are translated here.
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
  douban: {
    cookie: "Cookie",
    cookieHelp: "A Douban cookie of any account; some titles show no details without signing in.",
    getCookie: "Get a cookie",
    cookieRequired: "Cookie must not be empty",
    cookieTooLong: "Cookie must not be longer than 2000 characters",
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
  freeDownload: {
    maxActive: "Most active seeding torrents",
    maxActiveHelp: "No new torrents are added while this many download; 0 means no limit.",
    maxActiveInvalid: "Most active seeding torrents must be a whole number of at least 0",
  },
  subtitle: {
    waitLimit: "Longest wait without subtitles",
    waitLimitHelp:
      "In minutes, 4320 (3 days) by default. Subtitles are looked for during this time, less and less often, later about once a day.",
    waitLimitInvalid:
      "Longest wait without subtitles must be a whole number of at least 0 (minutes)",
    template: "File name template",
    templateHelp:
      "The name of the subtitle files, a Jinja2 template; the default follows Emby's naming.",
    templateDoc: "Jinja2 template syntax",
    embyNaming: "Emby subtitle naming",
    templateRequired: "File name template must not be empty",
    templateTooLong: "File name template must not be longer than 4096 characters",
    excludeArea: "Excluded regions",
    excludeAreaHelp: "No subtitles are downloaded for titles from these regions.",
    finder: "Subtitle sources",
    finderHelp: "Subtitles are downloaded from these sources only.",
    format: "Subtitle formats",
    formatHelp: "Only these subtitle formats are downloaded.",
    syncLanguage: "Timeline sync languages",
    syncLanguageHelp: "Subtitles in these languages get their timeline synced.",
    enable: "Download subtitles automatically",
    savedRestart: "Saved; takes effect after a restart.",
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
  link: {
    mode: "File handling",
    modeHelp: "The default for all folders; each media folder can still choose its own.",
    modeLink: "Hard-link to the target path",
    modeCopy: "Copy to the target path",
    movie: "Movie file layout",
    tv: "TV file layout",
    filename: "File name format",
    filenameHelp: "The name of organised files, a Jinja2 template.",
    folder: "Folder format",
    folderHelp: "The folder of organised files, a Jinja2 template; / makes sub-folders.",
    learnMore: "Learn how",
    required: "{label} must not be empty",
    tooLong: "{label} must not be longer than 4096 characters",
    movieFilename: "Movie file name format",
    movieFolder: "Movie folder format",
    tvFilename: "TV file name format",
    tvFolder: "TV folder format",
    other: "Other settings",
    discSingleFolder: "Organise a disc image as its own folder (no parent folder)",
    fixEmbyBdmv: "Work around Emby's disc playback bug (may affect seeding)",
    recognize:
      "Recognise and rename with the built-in analysis; without it files are organised as they are and no smart feature works",
    recognizeHelp: "Always on.",
    exactYear: "Match the year exactly when several results are found",
    unknownDir:
      "Put unrecognised titles into the .unknown folder; off links them 1:1 into the target",
  },
  scraper: {
    switches: "Switches",
    switchesHelp: "Better left on.",
    generateNfo: "Write NFO files (off also turns pictures off)",
    downloadImage: "Download pictures (off: no pictures are downloaded)",
    metadata: "Metadata details",
    cnPerson: "Use Chinese cast names (off: cast and crew in English)",
    personPath: "Folder for people NFO and pictures",
    personPathHelp:
      "Needed for Chinese cast names: Emby's metadata folder (metadata/People in its data folder). Where is it:",
    personPathDoc: "Find out",
    personPathTooLong: "Folder for people NFO and pictures must not be longer than 4096 characters",
    imageSource: "Sources of movie and series pictures",
    seasonImageSource: "Sources of season pictures",
    sourceHelp: "Checked sources are used, top first, until one has a picture.",
    langs: "Picture language priority",
    langsHelp: "Which language the text on pictures should be in, top first.",
    langZh: "Chinese",
    langEn: "English",
    other: "Other scraping settings",
    hdPoster: "Use HD posters (download records, notifications…)",
    hdBackground: "Use HD backdrops (download records, notifications…)",
  },
};

export default en_settingForms;
