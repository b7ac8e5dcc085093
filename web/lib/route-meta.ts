import type { TranslationFunctions } from "../i18n/i18n-types";
import { type AppPath, paths } from "./paths";

// What every route of seed §2 is: its layout, its page title (screens.md
// headings) and where it sits (the breadcrumb's parent: a sidebar entry's is
// its sidebar group, sidebar-names.test.ts). Pure data, so the
// guard, the router, the page frame and tests share one table.

type LL = TranslationFunctions;

export type Layout = "plain" | "shell";
export type TitleFn = (LL: LL, query: URLSearchParams) => string;
export type Crumb = { label: (LL: LL) => string; href?: AppPath };
/**
 * `crumb`: the breadcrumb's last item when screens.md names it differently
 * from the page title (the heading and `document.title` stay the title).
 */
export type RouteMeta = {
  layout: Layout;
  title: TitleFn;
  parent?: Crumb;
  crumb?: (LL: LL) => string;
  /**
   * Only an admin may use it (the server refuses a normal user's calls). The
   * one declaration the guard, the sidebar and the Ctrl+K palette all read.
   */
  adminOnly?: true;
};

const section = (label: (LL: LL) => string, href?: AppPath): Crumb => ({ label, href });
const discover = section((LL) => LL.sections.discover());
const subscribe = section((LL) => LL.sections.subscribe());
const download = section((LL) => LL.sections.download());
const media = section((LL) => LL.sections.media());
const system = section((LL) => LL.sections.system());
const settings = section((LL) => LL.sections.settings(), paths.setting.index);
const setup = section((LL) => LL.sections.setup());

const shell = (title: TitleFn, parent?: Crumb, crumb?: RouteMeta["crumb"]): RouteMeta => ({
  layout: "shell",
  title,
  parent,
  ...(crumb && { crumb }),
});
/** Marks a route as the admin's alone. */
const admin = (meta: RouteMeta): RouteMeta => ({ ...meta, adminOnly: true });
const plain = (title: TitleFn, parent?: Crumb): RouteMeta => ({ layout: "plain", title, parent });

/** "<keyword> …" when the query names one, else the plain title. */
const withKeyword =
  (plainTitle: (LL: LL) => string, titled: (LL: LL, keyword: string) => string): TitleFn =>
  (LL, query) => {
    const keyword = query.get("keyword");
    return keyword ? titled(LL, keyword) : plainTitle(LL);
  };

const r = paths;

export const routeMeta: Record<AppPath, RouteMeta> = {
  [r.root]: shell((LL) => LL.routes.home()),
  [r.home]: shell((LL) => LL.routes.home()),

  [r.auth.signIn]: plain((LL) => LL.signIn.pageTitle()),
  [r.auth.signUp]: plain((LL) => LL.routes.authSignUp()),
  [r.auth.notFound]: plain((LL) => LL.notFound.pageTitle()),
  [r.auth.serverError]: plain((LL) => LL.serverError.pageTitle()),

  [r.setup.admin]: plain((LL) => LL.setupAdmin.pageTitle(), setup),
  [r.setup.web]: plain((LL) => LL.routes.setupWeb(), setup),
  [r.setup.mediaServer]: plain((LL) => LL.routes.setupMediaServer(), setup),
  [r.setup.downloadClient]: plain((LL) => LL.routes.setupDownloadClient(), setup),
  [r.setup.mediaPath]: plain((LL) => LL.routes.setupMediaPath(), setup),
  [r.setup.movieMetadata]: plain((LL) => LL.routes.setupMovieMetadata(), setup),

  [r.config.web]: admin(shell((LL) => LL.routes.setupWeb(), settings)),
  [r.config.mediaServer]: admin(shell((LL) => LL.routes.setupMediaServer(), settings)),
  [r.config.downloadClient]: admin(shell((LL) => LL.routes.setupDownloadClient(), settings)),
  [r.config.mediaPath]: admin(
    shell(
      (LL) => LL.routes.setupMediaPath(),
      settings,
      (LL) => LL.routes.configMediaPathCrumb(),
    ),
  ),
  [r.config.movieMetadata]: admin(shell((LL) => LL.routes.setupMovieMetadata(), settings)),
  [r.config.freeDownload]: admin(shell((LL) => LL.routes.configFreeDownload(), settings)),
  [r.config.scoreConfig]: admin(shell((LL) => LL.routes.configScoreConfig(), settings)),

  [r.setting.index]: admin(shell((LL) => LL.routes.settingIndex(), system)),
  [r.setting.editMediaServer]: admin(shell((LL) => LL.routes.settingEditMediaServer(), settings)),
  [r.setting.editDownloadClient]: admin(
    shell((LL) => LL.routes.settingEditDownloadClient(), settings),
  ),
  [r.setting.editTmdb]: admin(shell((LL) => LL.routes.settingEditTmdb(), settings)),
  [r.setting.editFanart]: admin(shell((LL) => LL.routes.settingEditFanart(), settings)),
  [r.setting.editDouban]: admin(shell((LL) => LL.routes.settingEditDouban(), settings)),
  [r.setting.editWeb]: admin(shell((LL) => LL.routes.settingEditWeb(), settings)),
  [r.setting.editNotify]: admin(shell((LL) => LL.routes.settingEditNotify(), settings)),
  [r.setting.editFreeDownload]: admin(shell((LL) => LL.routes.settingEditFreeDownload(), settings)),
  [r.setting.editSubtitle]: admin(shell((LL) => LL.routes.settingEditSubtitle(), settings)),
  [r.setting.editSearchSetting]: admin(
    shell((LL) => LL.routes.settingEditSearchSetting(), settings),
  ),
  [r.setting.editLink]: admin(shell((LL) => LL.routes.settingEditLink(), settings)),
  [r.setting.editNotifyTemplate]: admin(
    shell((LL) => LL.routes.settingEditNotifyTemplate(), settings),
  ),
  [r.setting.editScraper]: admin(shell((LL) => LL.routes.settingEditScraper(), settings)),
  [r.setting.license]: admin(shell((LL) => LL.routes.settingLicense(), settings)),
  [r.setting.accessKey]: admin(shell((LL) => LL.routes.settingAccessKey(), settings)),
  [r.setting.appLog]: admin(shell((LL) => LL.routes.settingAppLog(), system)),
  [r.setting.passCloudflare]: admin(shell((LL) => LL.routes.settingPassCloudflare(), settings)),
  [r.setting.cookieCloud]: admin(shell((LL) => LL.routes.settingCookieCloud(), settings)),
  [r.setting.recognitionRules]: admin(shell((LL) => LL.routes.settingRecognitionRules(), settings)),

  [r.smartDownload.douban]: admin(shell((LL) => LL.routes.smartDownloadDouban(), download)),
  [r.smartDownload.selectors]: admin(shell((LL) => LL.routes.smartDownloadSelectors(), download)),
  [r.smartDownload.editFilter]: admin(
    shell(
      (LL) => LL.routes.smartDownloadEditFilter(),
      section((LL) => LL.routes.smartDownloadSelectors(), r.smartDownload.selectors),
    ),
  ),

  // The dashboard shows the clients, disks, sites and jobs: the admin's.
  [r.movie.default]: admin(shell((LL) => LL.routes.movieDashboard(), system)),
  // The trends count every household member's downloads and the sites' accounts: the admin's.
  [r.movie.analyze]: admin(shell((LL) => LL.routes.movieDashboard(), system)),
  [r.movie.search]: shell(
    withKeyword(
      (LL) => LL.routes.movieSearch(),
      (LL, keyword) => LL.routes.movieSearchKeyword({ keyword }),
    ),
    discover,
  ),

  [r.download.default]: shell((LL) => LL.routes.downloadRecord(), download),
  [r.download.record]: shell((LL) => LL.routes.downloadRecord(), download),
  [r.download.activity]: shell((LL) => LL.routes.downloadActivity(), download),
  [r.site.dashboard]: admin(shell((LL) => LL.routes.siteDashboard(), download)),
  [r.notify.list]: shell((LL) => LL.routes.notifyList(), system),

  [r.user.index]: admin(shell((LL) => LL.routes.userIndex(), system)),
  [r.user.edit]: shell(
    (LL, query) => (query.get("op") === "edit" ? LL.routes.userEdit() : LL.routes.userAdd()),
    section((LL) => LL.routes.userIndex(), r.user.index),
  ),
  [r.user.inviteEmail]: admin(
    shell(
      (LL) => LL.routes.userInviteEmail(),
      section((LL) => LL.routes.settingLicense(), r.setting.license),
    ),
  ),

  [r.recommend.movieRanking]: shell((LL) => LL.routes.recommendMovieRanking(), discover),
  [r.recommend.tvRanking]: shell((LL) => LL.routes.recommendTvRanking(), discover),
  [r.recommend.recentPopularMovie]: shell(
    (LL) => LL.routes.recommendRecentPopularMovie(),
    discover,
  ),
  [r.recommend.doubanTop250]: shell((LL) => LL.routes.recommendDoubanTop250(), discover),
  [r.recommend.userMovieTrend]: shell((LL) => LL.routes.recommendUserMovieTrend(), discover),
  [r.recommend.userTvTrend]: shell((LL) => LL.routes.recommendUserTvTrend(), discover),

  [r.subscribe.search]: shell(
    withKeyword(
      (LL) => LL.routes.subscribeSearch(),
      (LL, keyword) => LL.routes.subscribeSearchKeyword({ keyword }),
    ),
    subscribe,
  ),
  [r.subscribe.customIndex]: admin(shell((LL) => LL.routes.subscribeCustomIndex(), subscribe)),
  [r.subscribe.movieIndex]: shell((LL) => LL.routes.subscribeMovieIndex(), subscribe),
  [r.subscribe.tvIndex]: shell((LL) => LL.routes.subscribeTvIndex(), subscribe),
  [r.subscribe.detail]: shell((LL) => LL.routes.subscribeDetail(), subscribe),
  [r.subscribe.calendar]: shell((LL) => LL.routes.subscribeCalendar(), subscribe),
  [r.subscribe.wanted]: shell((LL) => LL.routes.subscribeWanted(), subscribe),
  [r.subscribe.editCustomSub]: admin(
    shell(
      (LL) => LL.routes.subscribeEditCustomSub(),
      section((LL) => LL.routes.subscribeCustomIndex(), r.subscribe.customIndex),
      (LL) => LL.routes.subscribeEditCustomSubCrumb(),
    ),
  ),

  [r.media.library]: shell((LL) => LL.routes.mediaLibrary(), media),
  [r.media.linkIndex]: admin(shell((LL) => LL.routes.mediaLinkIndex(), media)),
  [r.media.detail]: shell((LL) => LL.routes.mediaDetail(), media),

  [r.plugins.index]: admin(shell((LL) => LL.routes.pluginsIndex(), system)),
  [r.plugins.detail]: admin(
    shell(
      (LL) => LL.routes.pluginsDetail(),
      section((LL) => LL.routes.pluginsIndexCrumb(), r.plugins.index),
      (LL) => LL.routes.pluginsDetailCrumb(),
    ),
  ),

  [r.common.view]: admin(shell((LL) => LL.routes.commonView())),
};

/** Whether only an admin may open the route a path names. */
export function isAdminOnlyPath(path: string): boolean {
  return findRouteMeta(path)?.adminOnly === true;
}

/** The route a path names exactly (no trailing-slash or case folding), if any. */
export function findRouteMeta(path: string): RouteMeta | undefined {
  return Object.hasOwn(routeMeta, path) ? routeMeta[path as AppPath] : undefined;
}

export type BreadcrumbItem = { label: string; href?: AppPath };

/** Section (or parent page) → this page (its crumb label, else its title). */
export function breadcrumbOf(meta: RouteMeta, LL: LL, query: URLSearchParams): BreadcrumbItem[] {
  const current = { label: meta.crumb ? meta.crumb(LL) : meta.title(LL, query) };
  if (!meta.parent) return [current];
  return [{ label: meta.parent.label(LL), href: meta.parent.href }, current];
}
