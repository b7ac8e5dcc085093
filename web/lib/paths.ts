// The one module naming every client route of seed §2.
// Screens link and navigate through these constants, never through string literals.

export const paths = {
  root: "/",
  home: "/home",
  auth: {
    signIn: "/auth/sign-in",
    /** Addition: the page an invitation mail links to (public, like every /auth/* screen). */
    signUp: "/auth/sign-up",
    notFound: "/auth/404",
    serverError: "/auth/500",
  },
  setup: {
    admin: "/setup/admin",
    web: "/setup/web",
    mediaServer: "/setup/media-server",
    downloadClient: "/setup/download-client",
    mediaPath: "/setup/media-path",
    movieMetadata: "/setup/movie-metadata",
  },
  config: {
    web: "/config/web",
    mediaServer: "/config/media-server",
    downloadClient: "/config/download-client",
    mediaPath: "/config/media-path",
    movieMetadata: "/config/movie-metadata",
    freeDownload: "/config/free-download",
    scoreConfig: "/config/score-config",
  },
  setting: {
    index: "/setting/index",
    editMediaServer: "/setting/edit-media-server",
    editDownloadClient: "/setting/edit-download-client",
    editTmdb: "/setting/edit-tmdb",
    editFanart: "/setting/edit-fanart",
    editDouban: "/setting/edit-douban",
    editWeb: "/setting/edit-web",
    editNotify: "/setting/edit-notify",
    editFreeDownload: "/setting/edit-free-download",
    editSubtitle: "/setting/edit-subtitle",
    editSearchSetting: "/setting/edit-search-setting",
    editLink: "/setting/edit-link",
    editNotifyTemplate: "/setting/edit-notify-template",
    editScraper: "/setting/edit-scraper",
    license: "/setting/license",
    accessKey: "/setting/access-key",
    appLog: "/setting/app-log",
    passCloudflare: "/setting/pass-cloudflare",
    cookieCloud: "/setting/cookie-cloud",
    recognitionRules: "/setting/recognition-rules",
  },
  smartDownload: {
    douban: "/smartDownload/douban",
    selectors: "/smartDownload/selectors",
    editFilter: "/smartDownload/edit-filter",
  },
  movie: {
    default: "/movie/default",
    analyze: "/movie/analyze",
    search: "/movie/search",
  },
  download: {
    default: "/download/default",
    record: "/download/record",
    /** Addition: what is under way now and the history of every event, with 重试 on failures. */
    activity: "/download/activity",
  },
  site: {
    dashboard: "/site/dashboard",
  },
  notify: {
    list: "/notify/list",
  },
  user: {
    index: "/user/index",
    edit: "/user/edit",
    inviteEmail: "/user/invite-email",
  },
  recommend: {
    movieRanking: "/recommend/movie-ranking",
    tvRanking: "/recommend/tv-ranking",
    recentPopularMovie: "/recommend/recent-popular-movie",
    doubanTop250: "/recommend/doubanTop250",
    userMovieTrend: "/recommend/userMovieTrend",
    userTvTrend: "/recommend/userTvTrend",
  },
  subscribe: {
    search: "/subscribe/search",
    customIndex: "/subscribe/custom-index",
    movieIndex: "/subscribe/movie-index",
    tvIndex: "/subscribe/tv-index",
    editCustomSub: "/subscribe/edit-custom-sub",
    /** Addition: one subscription's status, progress, downloads and logs (?id=). */
    detail: "/subscribe/detail",
    /** Addition: episodes of subscribed shows by air day, and the iCal feed (the original's tv_calendar). */
    calendar: "/subscribe/calendar",
    /** Addition: subscribed episodes and movies not filed yet, each with 立即搜索. */
    wanted: "/subscribe/wanted",
  },
  media: {
    linkIndex: "/media/link-index",
    /** Addition: what the media servers hold and the organiser filed, as posters or a table. */
    library: "/media/library",
    detail: "/media/detail",
  },
  plugins: {
    index: "/plugins/index",
    detail: "/plugins/detail",
  },
  common: {
    view: "/common/view",
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Every route path the product knows. */
export type AppPath = Leaves<typeof paths>;

function collect(node: unknown): string[] {
  if (typeof node === "string") return [node];
  return Object.values(node as Record<string, unknown>).flatMap(collect);
}

export const allPaths: readonly AppPath[] = collect(paths) as AppPath[];

/** Reachable without a session: every /auth/* screen plus the first two setup steps. */
export function isPublicPath(path: string): boolean {
  return path.startsWith("/auth/") || path === paths.setup.admin || path === paths.setup.web;
}

export function isAppPath(path: string): path is AppPath {
  return (allPaths as readonly string[]).includes(path);
}

/** Known screens need a session unless public; unknown paths just show the 404 screen. */
export function isGuardedPath(path: string): boolean {
  return !isPublicPath(path) && isAppPath(path);
}

/** The sign-in screen's query key naming where to go afterwards. */
const RETURN_KEY = "redirect";

/**
 * The sign-in screen, remembering the deep link a signed-out visitor opened
 * (path + query + hash) so they land there, not on /, once signed in.
 */
export function signInHref(location: string): string {
  if (location === paths.root || location === paths.home) return paths.auth.signIn;
  return `${paths.auth.signIn}?${new URLSearchParams({ [RETURN_KEY]: location })}`;
}

/**
 * Where to go after signing in: the remembered link when it is a path of
 * this app (never another site, "//evil" or another /auth/ screen), else /.
 */
export function afterSignInPath(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_KEY);
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return paths.root;
  }
  const path = target.split(/[?#]/)[0] ?? "";
  return isGuardedPath(path) ? target : paths.root;
}

/**
 * Where 帮助文档 points. The original linked an external wiki whose address is
 * not in the specs; the project's documentation is the stand-in until the
 * product names one.
 */
export const HELP_DOCS_URL = "https://github.com/movie-robot/web-console#readme";
