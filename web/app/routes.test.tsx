import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { zhLL } from "../../tests/unit/i18n";
import { renderSignedIn } from "../../tests/unit/signed-in";
import { type AppPath, allPaths, paths } from "../lib/paths";
import { breadcrumbOf, findRouteMeta, routeMeta } from "../lib/route-meta";
import { App } from "./app";
import {
  CommonViewPage,
  CustomIndexPage,
  DoubanWishPage,
  DownloadClientSettingsPage,
  DownloadRecordPage,
  EditCustomSubPage,
  EditFilterPage,
  FreeDownloadSettingsPage,
  HomePage,
  LinkIndexPage,
  MediaPathSettingsPage,
  MediaServerSettingsPage,
  MovieMetadataSettingsPage,
  NotFoundPage,
  RouteFramePage,
  routeScreens,
  ScoreConfigSettingsPage,
  SelectorsPage,
  ServerErrorPage,
  SetupAdminPage,
  SignInPage,
  WebSettingsPage,
} from "./routes";

const LL = zhLL();
const noQuery = new URLSearchParams();

describe("route table", () => {
  it("knows every path of seed §2, and nothing else", () => {
    expect(Object.keys(routeMeta).sort()).toEqual([...allPaths].sort());
    expect(Object.keys(routeScreens).sort()).toEqual([...allPaths].sort());
    expect(findRouteMeta("/no/such/page")).toBeUndefined();
    expect(findRouteMeta("/setting/index/")).toBeUndefined();
    expect(findRouteMeta("constructor")).toBeUndefined();
  });

  it("resolves each path to its screen, aliases included", () => {
    expect(routeScreens[paths.root]).toBe(HomePage);
    expect(routeScreens[paths.home]).toBe(HomePage);
    expect(routeScreens[paths.auth.signIn]).toBe(SignInPage);
    expect(routeScreens[paths.auth.notFound]).toBe(NotFoundPage);
    expect(routeScreens[paths.auth.serverError]).toBe(ServerErrorPage);
    expect(routeScreens[paths.setup.admin]).toBe(SetupAdminPage);
    expect(routeScreens[paths.common.view]).toBe(CommonViewPage);
    // Each settings section is one screen under both /setup/* and /config/*.
    const sections = [
      ["web", WebSettingsPage],
      ["media-server", MediaServerSettingsPage],
      ["download-client", DownloadClientSettingsPage],
      ["media-path", MediaPathSettingsPage],
      ["movie-metadata", MovieMetadataSettingsPage],
    ] as const;
    for (const [name, screen] of sections) {
      expect(routeScreens[`/setup/${name}`], name).toBe(screen);
      expect(routeScreens[`/config/${name}`], name).toBe(screen);
    }
    expect(routeScreens[paths.config.freeDownload]).toBe(FreeDownloadSettingsPage);
    expect(routeScreens[paths.config.scoreConfig]).toBe(ScoreConfigSettingsPage);
    // Every /setting/* route has its real screen (issue 5).
    for (const path of allPaths.filter((p) => p.startsWith("/setting/"))) {
      expect(routeScreens[path], path).toBeDefined();
      expect(routeScreens[path], path).not.toBe(RouteFramePage);
    }
    // Screens built so far outside the /auth, /setup, /config, /setting and /recommend groups.
    const builtElsewhere = new Set<string>([
      "/",
      "/home",
      "/common/view",
      "/notify/list",
      "/user/index",
      "/user/edit",
      paths.media.linkIndex,
      paths.subscribe.movieIndex,
      paths.subscribe.tvIndex,
      paths.subscribe.search,
      paths.subscribe.detail,
      paths.subscribe.customIndex,
      paths.subscribe.editCustomSub,
      paths.media.detail,
      paths.site.dashboard,
      paths.movie.search,
      "/user/invite-email",
      paths.plugins.index,
      paths.plugins.detail,
      paths.smartDownload.selectors,
      paths.smartDownload.editFilter,
      paths.smartDownload.douban,
      paths.download.default,
      paths.download.record,
      paths.movie.default,
      paths.movie.analyze,
      paths.subscribe.calendar,
      paths.subscribe.wanted,
      paths.download.activity,
      paths.media.library,
    ]);
    const built = (p: string) =>
      builtElsewhere.has(p) || /^\/(auth|setup|config|setting|recommend)\//.test(p);
    expect(routeScreens[paths.media.linkIndex]).toBe(LinkIndexPage);
    expect(routeScreens[paths.subscribe.customIndex]).toBe(CustomIndexPage);
    expect(routeScreens[paths.subscribe.editCustomSub]).toBe(EditCustomSubPage);
    expect(routeScreens[paths.smartDownload.selectors]).toBe(SelectorsPage);
    expect(routeScreens[paths.smartDownload.editFilter]).toBe(EditFilterPage);
    expect(routeScreens[paths.smartDownload.douban]).toBe(DoubanWishPage);
    expect(routeScreens[paths.download.default]).toBe(DownloadRecordPage);
    expect(routeScreens[paths.download.record]).toBe(DownloadRecordPage);
    for (const path of allPaths.filter((p) => !built(p))) {
      expect(routeScreens[path], path).toBe(RouteFramePage);
    }
    expect(routeMeta[paths.movie.default].title(LL, noQuery)).toBe(
      routeMeta[paths.movie.analyze].title(LL, noQuery),
    );
    expect(routeMeta[paths.download.default].title(LL, noQuery)).toBe("下载记录");
    expect(routeMeta[paths.download.record].title(LL, noQuery)).toBe("下载记录");
  });

  it("puts /auth/* and /setup/* in the plain layout and the rest in the shell", () => {
    for (const path of allPaths) {
      const plain = path.startsWith("/auth/") || path.startsWith("/setup/");
      expect(routeMeta[path].layout, path).toBe(plain ? "plain" : "shell");
    }
  });

  it("gives every route a title and a breadcrumb ending in it or its own crumb", () => {
    // screens.md names these pages' last crumb differently from their title.
    const crumbs: Partial<Record<AppPath, string>> = {
      [paths.config.mediaPath]: "媒体文件夹",
      [paths.subscribe.editCustomSub]: "规则设置",
      [paths.plugins.detail]: "插件详情",
    };
    for (const path of allPaths) {
      const meta = routeMeta[path];
      const title = meta.title(LL, noQuery);
      expect(title, path).not.toBe("");
      expect(breadcrumbOf(meta, LL, noQuery).at(-1)?.label, path).toBe(crumbs[path] ?? title);
    }
    expect(breadcrumbOf(routeMeta[paths.subscribe.editCustomSub], LL, noQuery)).toEqual([
      { label: "自定义订阅", href: "/subscribe/custom-index" },
      { label: "规则设置" },
    ]);
    expect(routeMeta[paths.subscribe.editCustomSub].title(LL, noQuery)).toBe("设置自定义订阅规则");
    expect(breadcrumbOf(routeMeta[paths.setting.license], LL, noQuery)).toEqual([
      { label: "设置", href: "/setting/index" },
      { label: "授权信息" },
    ]);
    expect(routeMeta[paths.user.edit].title(LL, new URLSearchParams("op=edit&id=2"))).toBe(
      "编辑用户",
    );
    expect(routeMeta[paths.movie.search].title(LL, new URLSearchParams("keyword=沙丘"))).toBe(
      "沙丘 - 搜索结果",
    );
  });
});

describe("App routing", () => {
  it.each([
    ["/setting/edit-link", "识别与整理设置", "设置"],
    ["/recommend/doubanTop250", "豆瓣Top250", "发现"],
    ["/plugins/detail", "插件", "全部插件"],
  ])("opens %s in the shell with its frame", async (path, title, parent) => {
    renderSignedIn(<App />, path);
    // A built screen's chunk (and its form libraries) loads slowly in jsdom.
    const heading = await screen.findByRole(
      "heading",
      { level: 1, name: title },
      { timeout: 5000 },
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "当前位置" })).toHaveTextContent(parent);
    expect(screen.getByRole("navigation", { name: "主菜单" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Movie Robot`));
  });

  it("opens a setup step in the plain layout, without the shell", async () => {
    renderSignedIn(<App />, "/setup/media-path");
    expect(await screen.findByRole("heading", { name: "设置媒体文件夹" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "主菜单" })).not.toBeInTheDocument();
  });

  it("shows the 404 screen for an unknown path, signed in or not", async () => {
    renderSignedIn(<App />, "/setting/nothing-here");
    expect(await screen.findByText("找不到页面")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "主菜单" })).not.toBeInTheDocument();
  });
});
