import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadZhTexts } from "../../tests/unit/i18n";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, callsTo, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { screenItems } from "../features/palette/palette-items";
import { i18nObject } from "../i18n/i18n-util";
import type { MenuSection } from "../lib/api/get-app-info";
import { paths } from "../lib/paths";
import { isAdminOnlyPath, routeMeta } from "../lib/route-meta";
import { isAdminUser } from "../state/auth";
import { App } from "./app";
import { menusFor } from "./layouts/shell/menus-for";

// Issue 28: a family member (role 2) gets no admin control anywhere. One
// declaration per route (routeMeta.adminOnly) feeds the sidebar, the Ctrl+K
// palette and the router.

const familyMember = {
  id: 2,
  username: "mum",
  nickname: "妈妈",
  avatar: "",
  role: 2,
  role_name: "普通用户",
};

const ADMIN_ONLY = [
  paths.subscribe.customIndex,
  paths.site.dashboard,
  paths.media.linkIndex,
  paths.plugins.index,
  paths.user.index,
  paths.setting.index,
  paths.setting.appLog,
  paths.smartDownload.selectors,
  paths.smartDownload.douban,
  paths.config.web,
];
const FOR_EVERYONE = [
  paths.home,
  paths.movie.search,
  paths.subscribe.movieIndex,
  paths.subscribe.tvIndex,
  paths.subscribe.detail,
  paths.download.record,
  paths.notify.list,
  paths.recommend.movieRanking,
  paths.user.edit,
];

/** The whole admin sidebar, as an older server would send it to anyone. */
const fullMenus: MenuSection[] = [
  { title: "", pages: [{ title: "首页", href: "/home", icon: "Dashboard" }] },
  {
    title: "订阅",
    pages: [
      { title: "电影订阅", href: "/subscribe/movie-index", icon: "Movie" },
      { title: "自定义订阅", href: "/subscribe/custom-index", icon: "RssFeed" },
    ],
  },
  {
    title: "下载",
    pages: [
      { title: "下载记录", href: "/download/record", icon: "Download" },
      {
        title: "智能下载",
        href: "/smartDownload",
        icon: "FilterAlt",
        children: [
          { title: "豆瓣想看", href: "/smartDownload/douban", icon: "Favorite" },
          { title: "过滤器", href: "/smartDownload/selectors", icon: "Tune" },
        ],
      },
    ],
  },
  {
    title: "媒体库",
    pages: [{ title: "媒体整理", href: "/media/link-index", icon: "VideoLibrary" }],
  },
  {
    title: "系统",
    pages: [
      { title: "插件", href: "/plugins/index", icon: "Extension" },
      { title: "消息通知", href: "/notify/list", icon: "Notifications" },
      { title: "用户管理", href: "/user/index", icon: "People" },
      { title: "设置", href: "/setting/index", icon: "Settings" },
      { title: "系统日志", href: "/setting/app-log", icon: "Article" },
    ],
  },
];

const hrefs = (menus: MenuSection[]): string[] =>
  menus.flatMap((s) => s.pages.flatMap((p) => [p.href, ...(p.children ?? []).map((c) => c.href)]));

describe("the admin-only declaration", () => {
  it.each(ADMIN_ONLY)("%s is the admin's alone", (path) => {
    expect(isAdminOnlyPath(path)).toBe(true);
  });
  it.each(FOR_EVERYONE)("%s is open to a family member", (path) => {
    expect(isAdminOnlyPath(path)).toBe(false);
  });
  it("knows the roles: 1 admin, 2 normal user, none signed in", () => {
    expect(isAdminUser(adminUser)).toBe(true);
    expect(isAdminUser(familyMember)).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe("the sidebar's menus", () => {
  it("are all there for an admin", () => {
    expect(menusFor(fullMenus, true)).toBe(fullMenus);
  });
  it("leave a family member no admin entry, no empty group and no empty section", () => {
    const menus = menusFor(fullMenus, false);
    expect(hrefs(menus)).toEqual([
      "/home",
      "/subscribe/movie-index",
      "/download/record",
      "/notify/list",
    ]);
    expect(menus.map((s) => s.title)).toEqual(["", "订阅", "下载", "系统"]);
  });
});

describe("the Ctrl+K palette", () => {
  it("offers a family member only the screens they may use", () => {
    loadZhTexts();
    const zh = i18nObject("zh");
    const admin = screenItems(zh, zh, null, true).map((i) => i.id);
    const member = screenItems(zh, zh, null, false).map((i) => i.id);
    expect(admin).toContain(`screen:${paths.user.index}`);
    expect(member).not.toContain(`screen:${paths.user.index}`);
    expect(member).toContain(`screen:${paths.notify.list}`);
    for (const id of member)
      expect(routeMeta[id.slice("screen:".length) as never]).not.toHaveProperty("adminOnly");
  });
});

describe("an admin-only route opened by a family member", () => {
  it("says 需要管理员权限 at once and never asks the server for the screen's data", async () => {
    const api = mockApi({
      "GET /api/common/app": { ...appInfoBody, data: { ...appInfoBody.data, menus: fullMenus } },
      "GET /api/auth/my_account": { code: 0, data: familyMember },
      "GET /api/user/list": { code: 1, message: "需要管理员权限" },
    });
    localStorage.setItem("accessToken", liveToken());
    renderWithApp(<App />, { path: paths.user.index });
    expect(
      await screen.findByRole("heading", { level: 1, name: "需要管理员权限" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("这个页面只有管理员可以使用。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
    // The sidebar, drawn from the same declaration, has no admin entry.
    const nav = await screen.findByRole("navigation", { name: "主菜单" });
    await waitFor(() => expect(nav).toHaveTextContent("消息通知"));
    for (const label of [
      "自定义订阅",
      "智能下载",
      "媒体整理",
      "插件",
      "用户管理",
      "设置",
      "系统日志",
    ]) {
      expect(nav).not.toHaveTextContent(label);
    }
    expect(callsTo(api, "GET /api/user/list")).toHaveLength(0);
    expect(document.querySelector(".bp5-spinner")).toBeNull();
  });

  it("opens for an admin", async () => {
    mockApi({
      "GET /api/common/app": appInfoBody,
      "GET /api/auth/my_account": { code: 0, data: adminUser },
    });
    localStorage.setItem("accessToken", liveToken());
    renderWithApp(<App />, { path: paths.setting.appLog });
    expect(
      await screen.findAllByRole("heading", { level: 1, name: "系统日志" }, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(screen.queryByText("需要管理员权限")).toBeNull();
  });
});
