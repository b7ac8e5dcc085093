import { type AppPath, paths } from "../../app/paths";
import type { TranslationFunctions } from "../../i18n/i18n-types";

type Planned = keyof TranslationFunctions["firstRun"]["planned"];

/** What each screen not built yet will do (its sentence in firstRun.planned). */
export const PLANNED_SCREENS: Partial<Record<AppPath, Planned>> = {
  [paths.smartDownload.douban]: "smartDownloadDouban",
  [paths.smartDownload.selectors]: "smartDownloadSelectors",
  [paths.smartDownload.editFilter]: "smartDownloadEditFilter",
  [paths.movie.default]: "movieDashboard",
  [paths.movie.analyze]: "movieDashboard",
  [paths.movie.search]: "movieSearch",
  [paths.download.default]: "downloadRecord",
  [paths.download.record]: "downloadRecord",
  [paths.site.dashboard]: "siteDashboard",
  [paths.notify.list]: "notifyList",
  [paths.user.index]: "userIndex",
  [paths.user.edit]: "userEdit",
  [paths.user.inviteEmail]: "userInviteEmail",
  [paths.recommend.movieRanking]: "recommendMovieRanking",
  [paths.recommend.tvRanking]: "recommendTvRanking",
  [paths.recommend.recentPopularMovie]: "recommendRecentPopularMovie",
  [paths.recommend.doubanTop250]: "recommendDoubanTop250",
  [paths.recommend.userMovieTrend]: "recommendUserMovieTrend",
  [paths.recommend.userTvTrend]: "recommendUserTvTrend",
  [paths.subscribe.search]: "subscribeSearch",
  [paths.subscribe.customIndex]: "subscribeCustomIndex",
  [paths.subscribe.movieIndex]: "subscribeMovieIndex",
  [paths.subscribe.tvIndex]: "subscribeTvIndex",
  [paths.subscribe.editCustomSub]: "subscribeEditCustomSub",
  [paths.media.linkIndex]: "mediaLinkIndex",
  [paths.media.detail]: "mediaDetail",
  [paths.plugins.index]: "pluginsIndex",
  [paths.plugins.detail]: "pluginsDetail",
};

/** The sentence for `path`; a route missing from the table still says something true. */
export function plannedSentence(LL: TranslationFunctions, path: string): string {
  const key = PLANNED_SCREENS[path as AppPath];
  return key ? LL.firstRun.planned[key]() : LL.firstRun.planned.generic();
}
