import { createStore } from "jotai";
import type { ReactNode } from "react";
import { authAtom } from "../../web/state/auth";
import { liveToken } from "./jwt";
import { adminUser, appInfoBody, mockApi, type Routes } from "./mock-api";
import { renderWithApp } from "./render";

/** A menu like the built-in server's, trimmed to what the shell tests need. */
export const shellMenus = [
  { title: "", pages: [{ title: "首页", href: "/home", icon: "Dashboard" }] },
  {
    title: "发现",
    pages: [
      {
        title: "排行榜",
        href: "/recommend",
        icon: "TrendingUp",
        children: [
          { title: "电影排行", href: "/recommend/movie-ranking", icon: "Movie" },
          { title: "剧集排行", href: "/recommend/tv-ranking", icon: "Tv" },
        ],
      },
      { title: "搜索资源", href: "/movie/search", icon: "Search", badge: "新" },
    ],
  },
  {
    title: "系统",
    pages: [
      { title: "设置", href: "/setting/index", icon: "Settings" },
      {
        title: "日历",
        href: "/common/view?hidePadding=true#/static/tv_calendar.html",
        icon: "mdi:calendar",
      },
    ],
  },
];

export const shellAppInfo = {
  ...appInfoBody,
  data: { ...appInfoBody.data, version: "9.9.9", menus: shellMenus },
};

/** A jotai store signed in as `user` (the admin unless told otherwise). */
export function signedInStore(user: typeof adminUser = adminUser) {
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user });
  return store;
}

/** A family member: store.RoleUser, whom the server refuses admin-only calls. */
export const familyUser = {
  ...adminUser,
  id: 2,
  username: "kid",
  nickname: "kid",
  role: 2,
  role_name: "普通用户",
};

/**
 * Renders `ui` for a signed-in admin (a stored token that my_account accepts,
 * so the app's own start-up agrees) with the shell's own calls answered.
 */
export function renderSignedIn(ui: ReactNode, path: string, routes: Routes = {}) {
  localStorage.setItem("accessToken", liveToken());
  const fetchMock = mockApi({
    "GET /api/common/app": shellAppInfo,
    "GET /api/auth/my_account": { code: 0, data: adminUser },
    "GET /api/user/count_unread_sys_notify": { code: 0, data: 0 },
    ...routes,
  });
  return { ...renderWithApp(ui, { path, store: signedInStore() }), fetchMock };
}
