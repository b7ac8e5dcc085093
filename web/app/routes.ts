import { type AppPath, allPaths, paths } from "../lib/paths";
import { type LazyPage, lazyPage, PREFETCH } from "./lazy-page";

// Which screen each path shows. Every screen is its own lazy chunk, loaded
// with its text groups (the namespaces after its name) when it has any. A route
// whose screen is not built yet shows its frame (title + breadcrumb); the
// issue that builds it swaps its entry here. PREFETCH as a screen's last
// argument: it has a prefetch declaration (its feature's prefetch.ts, listed
// in route-prefetches.ts), its first queries, started with its chunk when the
// router picks it.

export const SignInPage = lazyPage(() => import("../features/auth/sign-in-page"), "SignInPage");
export const SignUpPage = lazyPage(() => import("../features/auth/sign-up-page"), "SignUpPage", [
  "invite",
  "account",
]);
export const NotFoundPage = lazyPage(
  () => import("../features/errors/not-found-page"),
  "NotFoundPage",
);
export const ServerErrorPage = lazyPage(
  () => import("../features/errors/server-error-page"),
  "ServerErrorPage",
);
export const SetupAdminPage = lazyPage(
  () => import("../features/setup/setup-admin-page"),
  "SetupAdminPage",
);
export const WebSettingsPage = lazyPage(
  () => import("../features/config/web/web-page"),
  "WebSettingsPage",
  ["configForms", "configServices"],
);
export const MediaServerSettingsPage = lazyPage(
  () => import("../features/config/media-server/media-server-page"),
  "MediaServerSettingsPage",
  ["configForms", "configServices"],
);
export const DownloadClientSettingsPage = lazyPage(
  () => import("../features/config/download-client/download-client-page"),
  "DownloadClientSettingsPage",
  ["configForms", "configServices"],
);
export const MediaPathSettingsPage = lazyPage(
  () => import("../features/config/media-path/media-path-page"),
  "MediaPathSettingsPage",
  ["configForms", "configMediaPath"],
);
export const MovieMetadataSettingsPage = lazyPage(
  () => import("../features/config/movie-metadata/movie-metadata-page"),
  "MovieMetadataSettingsPage",
  ["configForms", "configServices"],
);
export const FreeDownloadSettingsPage = lazyPage(
  () => import("../features/config/free-download/free-download-page"),
  "FreeDownloadSettingsPage",
  ["configForms", "freeDownloadForms"],
);
export const ScoreConfigSettingsPage = lazyPage(
  () => import("../features/config/score-config/score-config-page"),
  "ScoreConfigSettingsPage",
  ["configForms", "configServices"],
);
export const HomePage = lazyPage(
  () => import("../features/home/home-page"),
  "HomePage",
  ["titles", "discover"],
  PREFETCH,
);
export const CommonViewPage = lazyPage(
  () => import("../features/common-view/common-view-page"),
  "CommonViewPage",
);
export const EditNotifyPage = lazyPage(
  () => import("../features/setting/notify/edit-notify-page"),
  "EditNotifyPage",
  ["settingNotify"],
);
export const EditNotifyTemplatePage = lazyPage(
  () => import("../features/setting/notify/edit-notify-template-page"),
  "EditNotifyTemplatePage",
  ["settingNotify"],
);
export const AppLogPage = lazyPage(
  () => import("../features/setting/app-log/app-log-page"),
  "AppLogPage",
  ["settingLog"],
);
export const AccessKeyPage = lazyPage(
  () => import("../features/setting/access-key/access-key-page"),
  "AccessKeyPage",
  ["settingLog"],
);
export const LicensePage = lazyPage(
  () => import("../features/setting/license/license-page"),
  "LicensePage",
  ["settingLog"],
);
export const SettingHubPage = lazyPage(
  () => import("../features/setting/hub/setting-hub-page"),
  "SettingHubPage",
  ["settingHub", "configForms"],
  PREFETCH,
);
export const EditMediaServerPage = lazyPage(
  () => import("../features/setting/media-server/edit-media-server-page"),
  "EditMediaServerPage",
  ["settingHub", "configForms", "configServices"],
);
export const EditDownloadClientPage = lazyPage(
  () => import("../features/setting/download-client/edit-download-client-page"),
  "EditDownloadClientPage",
  ["settingHub", "configForms", "configServices"],
);
export const DoubanSettingPage = lazyPage(
  () => import("../features/setting/forms/douban/douban-page"),
  "DoubanSettingPage",
  ["settingForms", "configForms", "settingMetadata"],
);
export const TmdbSettingPage = lazyPage(
  () => import("../features/setting/forms/api-key/tmdb-page"),
  "TmdbSettingPage",
  ["settingForms", "configForms", "settingMetadata"],
);
export const FanartSettingPage = lazyPage(
  () => import("../features/setting/forms/api-key/fanart-page"),
  "FanartSettingPage",
  ["settingForms", "configForms", "settingMetadata"],
);
export const SettingWebPage = lazyPage(
  () => import("../features/setting/forms/web/web-page"),
  "SettingWebPage",
  ["settingForms", "configForms"],
);
export const PassCloudflarePage = lazyPage(
  () => import("../features/setting/forms/cloudflare/cloudflare-page"),
  "PassCloudflarePage",
  ["settingForms", "configForms"],
);
export const CookieCloudPage = lazyPage(
  () => import("../features/setting/forms/cookie-cloud/cookie-cloud-page"),
  "CookieCloudPage",
  ["settingForms", "configForms"],
);
export const RecognitionRulesPage = lazyPage(
  () => import("../features/setting/forms/recognition/recognition-page"),
  "RecognitionRulesPage",
  ["settingForms", "configForms", "recognitionRules"],
);
export const SettingFreeDownloadPage = lazyPage(
  () => import("../features/setting/forms/free-download/free-download-page"),
  "SettingFreeDownloadPage",
  ["settingForms", "configForms", "freeDownloadForms"],
);
export const SubtitleSettingPage = lazyPage(
  () => import("../features/setting/forms/subtitle/subtitle-page"),
  "SubtitleSettingPage",
  ["settingForms", "configForms", "settingLibrary"],
);
export const SearchSettingPage = lazyPage(
  () => import("../features/setting/forms/search/search-page"),
  "SearchSettingPage",
  ["settingForms", "configForms"],
);
export const LinkSettingPage = lazyPage(
  () => import("../features/setting/forms/link/link-page"),
  "LinkSettingPage",
  ["settingForms", "configForms", "settingLibrary"],
);
export const ScraperSettingPage = lazyPage(
  () => import("../features/setting/forms/scraper/scraper-page"),
  "ScraperSettingPage",
  ["settingForms", "configForms", "settingLibrary"],
);
export const LinkIndexPage = lazyPage(
  () => import("../features/media/link-index/link-index-page"),
  "LinkIndexPage",
  ["mediaLibrary"],
);
export const NotifyListPage = lazyPage(
  () => import("../features/notify/notify-list-page"),
  "NotifyListPage",
  ["notifyList"],
);
export const UserIndexPage = lazyPage(
  () => import("../features/user/user-index-page"),
  "UserIndexPage",
  ["user"],
);
export const UserEditPage = lazyPage(
  () => import("../features/user/user-edit-page"),
  "UserEditPage",
  ["user", "account"],
);
export const SiteDashboardPage = lazyPage(
  () => import("../features/site/site-dashboard-page"),
  "SiteDashboardPage",
  ["site"],
  PREFETCH,
);
export const TorrentSearchPage = lazyPage(
  () => import("../features/torrent-search/torrent-search-page"),
  "TorrentSearchPage",
  ["torrentSearch"],
  PREFETCH,
);
export const MovieRankingPage = lazyPage(
  () => import("../features/recommend/ranking-page"),
  "MovieRankingPage",
  ["filterForm", "rankingSub", "titles", "discover"],
);
export const TvRankingPage = lazyPage(
  () => import("../features/recommend/ranking-page"),
  "TvRankingPage",
  ["filterForm", "rankingSub", "titles", "discover"],
);
export const RecentPopularMoviePage = lazyPage(
  () => import("../features/recommend/ranking-page"),
  "RecentPopularMoviePage",
  ["filterForm", "rankingSub", "titles", "discover"],
);
export const DoubanTop250Page = lazyPage(
  () => import("../features/recommend/top250-page"),
  "DoubanTop250Page",
  ["titles", "discover"],
  PREFETCH,
);
export const UserMovieTrendPage = lazyPage(
  () => import("../features/recommend/trend-page"),
  "UserMovieTrendPage",
  ["titles", "discover"],
);
export const UserTvTrendPage = lazyPage(
  () => import("../features/recommend/trend-page"),
  "UserTvTrendPage",
  ["titles", "discover"],
);
export const MovieSubscriptionsPage = lazyPage(
  () => import("../features/subscribe/subscriptions-page"),
  "MovieSubscriptionsPage",
  ["titles", "discover"],
  PREFETCH,
);
export const TvSubscriptionsPage = lazyPage(
  () => import("../features/subscribe/subscriptions-page"),
  "TvSubscriptionsPage",
  ["titles", "discover"],
  PREFETCH,
);
export const SubDetailPage = lazyPage(
  () => import("../features/subscribe/detail-page"),
  "SubDetailPage",
  ["filterForm", "subDetail", "titles", "discover"],
);
export const SubscribeSearchPage = lazyPage(
  () => import("../features/subscribe/search-page"),
  "SubscribeSearchPage",
  ["titles", "discover"],
);
export const MediaDetailPage = lazyPage(
  () => import("../features/media/detail-page"),
  "MediaDetailPage",
  ["titles", "discover"],
);
export const InviteEmailPage = lazyPage(
  () => import("../features/user/invite-email-page"),
  "InviteEmailPage",
  ["invite"],
);
export const PluginsPage = lazyPage(
  () => import("../features/plugins/plugins-page"),
  "PluginsPage",
  ["plugins"],
);
export const PluginDetailPage = lazyPage(
  () => import("../features/plugins/plugin-detail-page"),
  "PluginDetailPage",
  ["plugins"],
);
export const SelectorsPage = lazyPage(
  () => import("../features/smart-download/selectors-page"),
  "SelectorsPage",
  ["smartDownload", "filterForm"],
);
export const EditFilterPage = lazyPage(
  () => import("../features/smart-download/edit-filter-page"),
  "EditFilterPage",
  ["smartDownload", "filterForm"],
);
export const DoubanWishPage = lazyPage(
  () => import("../features/smart-download/douban-page"),
  "DoubanWishPage",
  ["smartDownload"],
);
export const DownloadRecordPage = lazyPage(
  () => import("../features/download/record-page"),
  "DownloadRecordPage",
  ["recordsPage", "titles", "discover"],
  PREFETCH,
);
export const RouteFramePage = lazyPage(
  () => import("../features/frame/route-frame-page"),
  "RouteFramePage",
);

/** The main shell itself (sidebar, top bar, footer) is a chunk of its own. */
export const ShellLayout = lazyPage(() => import("./layouts/shell/shell-layout"), "ShellLayout");

export const CustomIndexPage = lazyPage(
  () => import("../features/custom-sub/custom-index-page"),
  "CustomIndexPage",
  ["customSub", "titles", "discover"],
);
export const EditCustomSubPage = lazyPage(
  () => import("../features/custom-sub/edit-custom-sub-page"),
  "EditCustomSubPage",
  ["customSub"],
);

export const DashboardPage = lazyPage(
  () => import("../features/dashboard/dashboard-page"),
  "DashboardPage",
  ["movieDashboard"],
);
export const CalendarPage = lazyPage(
  () => import("../features/dashboard/calendar-page"),
  "CalendarPage",
  ["movieDashboard"],
);
export const AnalyzePage = lazyPage(
  () => import("../features/analyze/analyze-page"),
  "AnalyzePage",
  ["movieAnalyze"],
);
export const WantedPage = lazyPage(
  () => import("../features/dashboard/wanted-page"),
  "WantedPage",
  ["movieDashboard"],
);
export const ActivityPage = lazyPage(
  () => import("../features/activity/activity-page"),
  "ActivityPage",
  ["activity"],
);

export const LibraryPage = lazyPage(
  () => import("../features/library/library-page"),
  "LibraryPage",
  ["libraryScreen"],
);

const builtScreens: Partial<Record<AppPath, LazyPage>> = {
  [paths.subscribe.customIndex]: CustomIndexPage,
  [paths.subscribe.editCustomSub]: EditCustomSubPage,
  [paths.root]: HomePage,
  [paths.home]: HomePage,
  [paths.auth.signIn]: SignInPage,
  [paths.auth.signUp]: SignUpPage,
  [paths.auth.notFound]: NotFoundPage,
  [paths.auth.serverError]: ServerErrorPage,
  [paths.setup.admin]: SetupAdminPage,
  // One screen per section: the path (/setup/* or /config/*) picks wizard or config mode.
  [paths.setup.web]: WebSettingsPage,
  [paths.config.web]: WebSettingsPage,
  [paths.setup.mediaServer]: MediaServerSettingsPage,
  [paths.config.mediaServer]: MediaServerSettingsPage,
  [paths.setup.downloadClient]: DownloadClientSettingsPage,
  [paths.config.downloadClient]: DownloadClientSettingsPage,
  [paths.setup.mediaPath]: MediaPathSettingsPage,
  [paths.config.mediaPath]: MediaPathSettingsPage,
  [paths.setup.movieMetadata]: MovieMetadataSettingsPage,
  [paths.config.movieMetadata]: MovieMetadataSettingsPage,
  [paths.config.freeDownload]: FreeDownloadSettingsPage,
  [paths.config.scoreConfig]: ScoreConfigSettingsPage,
  [paths.common.view]: CommonViewPage,
  [paths.setting.editDouban]: DoubanSettingPage,
  [paths.setting.editTmdb]: TmdbSettingPage,
  [paths.setting.editFanart]: FanartSettingPage,
  [paths.setting.editWeb]: SettingWebPage,
  [paths.setting.passCloudflare]: PassCloudflarePage,
  [paths.setting.cookieCloud]: CookieCloudPage,
  [paths.setting.recognitionRules]: RecognitionRulesPage,
  [paths.setting.editFreeDownload]: SettingFreeDownloadPage,
  [paths.setting.editSubtitle]: SubtitleSettingPage,
  [paths.setting.editSearchSetting]: SearchSettingPage,
  [paths.setting.editLink]: LinkSettingPage,
  [paths.setting.editScraper]: ScraperSettingPage,
  [paths.setting.index]: SettingHubPage,
  [paths.setting.editMediaServer]: EditMediaServerPage,
  [paths.setting.editDownloadClient]: EditDownloadClientPage,
  [paths.setting.appLog]: AppLogPage,
  [paths.setting.accessKey]: AccessKeyPage,
  [paths.setting.license]: LicensePage,
  [paths.setting.editNotify]: EditNotifyPage,
  [paths.setting.editNotifyTemplate]: EditNotifyTemplatePage,
  [paths.user.index]: UserIndexPage,
  [paths.user.edit]: UserEditPage,
  [paths.user.inviteEmail]: InviteEmailPage,
  [paths.notify.list]: NotifyListPage,
  [paths.media.linkIndex]: LinkIndexPage,
  [paths.media.library]: LibraryPage,
  [paths.site.dashboard]: SiteDashboardPage,
  [paths.movie.search]: TorrentSearchPage,
  [paths.recommend.movieRanking]: MovieRankingPage,
  [paths.recommend.tvRanking]: TvRankingPage,
  [paths.recommend.recentPopularMovie]: RecentPopularMoviePage,
  [paths.recommend.doubanTop250]: DoubanTop250Page,
  [paths.recommend.userMovieTrend]: UserMovieTrendPage,
  [paths.recommend.userTvTrend]: UserTvTrendPage,
  [paths.subscribe.movieIndex]: MovieSubscriptionsPage,
  [paths.subscribe.tvIndex]: TvSubscriptionsPage,
  [paths.subscribe.search]: SubscribeSearchPage,
  [paths.subscribe.detail]: SubDetailPage,
  [paths.media.detail]: MediaDetailPage,
  [paths.plugins.index]: PluginsPage,
  [paths.plugins.detail]: PluginDetailPage,
  [paths.smartDownload.selectors]: SelectorsPage,
  [paths.smartDownload.editFilter]: EditFilterPage,
  [paths.smartDownload.douban]: DoubanWishPage,
  [paths.download.default]: DownloadRecordPage,
  [paths.download.record]: DownloadRecordPage,
  [paths.movie.default]: DashboardPage,
  [paths.movie.analyze]: AnalyzePage,
  [paths.subscribe.calendar]: CalendarPage,
  [paths.subscribe.wanted]: WantedPage,
  [paths.download.activity]: ActivityPage,
};

export const routeScreens: Record<AppPath, LazyPage> = Object.fromEntries(
  allPaths.map((path) => [path, builtScreens[path] ?? RouteFramePage]),
) as Record<AppPath, LazyPage>;
