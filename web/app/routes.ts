import type { ComponentType } from "react";
import { lazyPage } from "./lazy-page";
import { type AppPath, allPaths, paths } from "./paths";

// Which screen each path shows. Every screen is its own lazy chunk. A route
// whose screen is not built yet shows its frame (title + breadcrumb); the
// issue that builds it swaps its entry here.

export const SignInPage = lazyPage(() => import("../features/auth/sign-in-page"), "SignInPage");
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
);
export const MediaServerSettingsPage = lazyPage(
  () => import("../features/config/media-server/media-server-page"),
  "MediaServerSettingsPage",
);
export const DownloadClientSettingsPage = lazyPage(
  () => import("../features/config/download-client/download-client-page"),
  "DownloadClientSettingsPage",
);
export const MediaPathSettingsPage = lazyPage(
  () => import("../features/config/media-path/media-path-page"),
  "MediaPathSettingsPage",
);
export const MovieMetadataSettingsPage = lazyPage(
  () => import("../features/config/movie-metadata/movie-metadata-page"),
  "MovieMetadataSettingsPage",
);
export const FreeDownloadSettingsPage = lazyPage(
  () => import("../features/config/free-download/free-download-page"),
  "FreeDownloadSettingsPage",
);
export const ScoreConfigSettingsPage = lazyPage(
  () => import("../features/config/score-config/score-config-page"),
  "ScoreConfigSettingsPage",
);
export const HomePage = lazyPage(() => import("../features/home/home-page"), "HomePage");
export const CommonViewPage = lazyPage(
  () => import("../features/common-view/common-view-page"),
  "CommonViewPage",
);
export const RouteFramePage = lazyPage(
  () => import("../features/frame/route-frame-page"),
  "RouteFramePage",
);

/** The main shell itself (sidebar, top bar, footer) is a chunk of its own. */
export const ShellLayout = lazyPage(() => import("./layouts/shell/shell-layout"), "ShellLayout");

const builtScreens: Partial<Record<AppPath, ComponentType<object>>> = {
  [paths.root]: HomePage,
  [paths.home]: HomePage,
  [paths.auth.signIn]: SignInPage,
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
};

export const routeScreens: Record<AppPath, ComponentType<object>> = Object.fromEntries(
  allPaths.map((path) => [path, builtScreens[path] ?? RouteFramePage]),
) as Record<AppPath, ComponentType<object>>;
