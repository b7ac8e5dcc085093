import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { allPaths, paths } from "../lib/paths";
import { routeScreens } from "./route-screens";

const source = readFileSync(resolve(import.meta.dirname, "../app/routes.ts"), "utf8");
const SHELL = "./layouts/shell/shell-layout";

describe("routeScreens (the manifest's reading of routes.ts)", () => {
  const screens = routeScreens(source);

  it("names the imports of every route's first render", () => {
    expect(Object.keys(screens.routes).sort()).toEqual([...allPaths].sort());
    expect(screens.routes[paths.auth.signIn]).toEqual(["../features/auth/sign-in-page"]);
    expect(screens.routes[paths.setup.admin]).toEqual(["../features/setup/setup-admin-page"]);
    // A screen with a prefetch declaration: its chunk is part of the first load.
    expect(screens.routes[paths.root]).toEqual([
      SHELL,
      "../features/home/home-page",
      "./route-prefetches",
    ]);
    expect(screens.routes[paths.setting.index]).toEqual([
      SHELL,
      "../features/setting/hub/setting-hub-page",
      "./route-prefetches",
    ]);
    expect(screens.routes[paths.plugins.index]).toEqual([
      SHELL,
      "../features/plugins/plugins-page",
    ]);
    expect(screens.routes[paths.movie.analyze]).toEqual([
      SHELL,
      "../features/analyze/analyze-page",
    ]);
    expect(screens.notFound).toEqual(["../features/errors/not-found-page"]);
  });

  it("loads the prefetch declarations first on the seven media screens (issue 32)", () => {
    for (const path of [
      paths.root,
      paths.recommend.doubanTop250,
      paths.movie.search,
      paths.download.record,
      paths.subscribe.movieIndex,
      paths.site.dashboard,
      paths.setting.index,
    ])
      expect(screens.routes[path], path).toContain("./route-prefetches");
    expect(screens.routes[paths.auth.signIn]).not.toContain("./route-prefetches");
  });

  it("names the text groups (namespaces) a route's screen loads with it", () => {
    expect(screens.namespaces[paths.site.dashboard]).toEqual(["site"]);
    expect(screens.namespaces[paths.smartDownload.editFilter]).toEqual([
      "smartDownload",
      "filterForm",
    ]);
    expect(screens.namespaces[paths.setting.license]).toEqual(["settingLog"]);
    expect(screens.namespaces[paths.root]).toEqual(["titles", "discover"]);
    expect(screens.namespaces[paths.auth.signIn]).toBeUndefined();
    expect(() => routeScreens(source.replace('["site"]', "[siteTexts]"))).toThrow(
      /namespaces \[siteTexts\] are not a list of strings/,
    );
  });

  it("fails loudly on a route table it does not understand", () => {
    expect(() => routeScreens(source.replace("[paths.auth.signIn]", "[paths.auth.nope]"))).toThrow(
      /paths\.auth\.nope names no path/,
    );
    expect(() =>
      routeScreens(source.replace("[paths.auth.signIn]: SignInPage", "[paths.auth.signIn]: Nope")),
    ).toThrow(/Nope is not a lazyPage/);
    expect(() => routeScreens(source.replace("builtScreens", "otherName"))).toThrow(
      /no builtScreens entries/,
    );
    expect(() =>
      routeScreens(source.replace("[paths.root]: HomePage,", "home: HomePage,")),
    ).toThrow(/unexpected builtScreens entry/);
  });
});
