// Issue 3: the main shell and the route map, against the real binary in Chromium.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, startSignedIn, stopAll } from "./support/fixture";
import { focusedLabel, focusOn, pathname, reload, storeToken } from "./support/page";
import type { RunningServer } from "./support/server";
import { callApi } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "shell-tests-pass-1";

const server = (t: TestController) => t.fixtureCtx.server as RunningServer;

const documentTitle = ClientFunction(() => document.title);
const bodyTheme = ClientFunction(() => ({
  theme: document.body.dataset.theme,
  dark: document.body.classList.contains("bp6-dark"),
}));
// wouter follows pushState, so each route opens without a full page load.
const goClientSide = ClientFunction((path: string) => window.history.pushState(null, "", path));

/** Signs in with the fixture's token from the API (faster than the form), then opens `path`. */
async function openSignedIn(t: TestController, path: string): Promise<void> {
  const { url } = server(t);
  await t.navigateTo(`${url}/auth/404`);
  await storeToken(fixtureSession(t).token);
  await t.navigateTo(`${url}${path}`);
}

const mainNav = Selector('nav[aria-label="主菜单"]').filterVisible();
const heading = Selector("h1");
const systemMenuButton = Selector('button[aria-label="系统"]');
const bell = Selector(".mr-bell");

async function withAdmin(ctx: Record<string, unknown>) {
  Object.assign(ctx, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
}

fixture("Main shell")
  .clientScripts(axeScript)
  .before(withAdmin)
  .after(async (ctx) => stopAll(ctx.server as RunningServer | undefined));

test("the sidebar shows the server's menus", async (t) => {
  type Page = { title: string; href: string; children?: Page[] };
  const app = await callApi<{ menus: { title: string; pages: Page[] }[] }>(
    fixtureSession(t),
    "/api/common/app",
  );
  const sections = app.data.menus;
  await t.expect(sections.length).gt(0);

  await openSignedIn(t, "/home");
  await t.expect(mainNav.exists).ok();
  for (const section of sections) {
    if (section.title)
      await t.expect(mainNav.find(".mr-nav-caption").withExactText(section.title).exists).ok();
    for (const page of section.pages) {
      const item = mainNav.find(".mr-nav-item").withText(page.title);
      await t.expect(item.exists).ok(`menu entry ${page.title}`);
      if (page.children?.length) {
        if ((await item.getAttribute("aria-expanded")) === "false") await t.click(item);
        for (const child of page.children) {
          await t
            .expect(mainNav.find("a.mr-nav-item").withText(child.title).visible)
            .ok(child.title);
        }
      }
    }
  }
  await t.click(mainNav.find("a.mr-nav-item").withExactText("设置"));
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(heading.withExactText("设置").exists).ok();
  await t
    .expect(mainNav.find("a.mr-nav-item").withExactText("设置").getAttribute("aria-current"))
    .eql("page");
  await t.expect(Selector("footer").withText("Version: ").exists).ok();
});

test("choosing Light applies at once and survives a reload; axe passes in Light and Deep_Dark", async (t) => {
  await openSignedIn(t, "/setting/index");
  await t.expect(heading.withExactText("设置").exists).ok();
  await t.expect(bodyTheme()).eql({ theme: "deep-dark", dark: true });
  await expectNoAxeViolations(t);

  await t.click(systemMenuButton).click(Selector(".bp6-menu-item").withText("更换主题"));
  const drawer = Selector(".mr-theme-drawer");
  await t.expect(drawer.find("h2").withExactText("切换主题").visible).ok();
  await t.expect(drawer.withText("选择你喜欢的主题吧！").exists).ok();
  await t.expect(drawer.find('[aria-pressed="true"]').textContent).contains("Deep Dark");
  await t.click(drawer.find("button").withText("Light"));
  await t.expect(bodyTheme()).eql({ theme: "light", dark: false });
  await t.expect(drawer.find('[aria-pressed="true"]').textContent).contains("Light");

  await reload();
  await t.expect(heading.withExactText("设置").exists).ok();
  await t.expect(bodyTheme()).eql({ theme: "light", dark: false });
  await expectNoAxeViolations(t);

  await t.click(systemMenuButton).click(Selector(".bp6-menu-item").withText("更换主题"));
  await t.expect(drawer.find('[aria-pressed="true"]').textContent).contains("Light");
  await t.click(drawer.find("button").withText("Deep Dark")).pressKey("esc");
  await t.expect(bodyTheme()).eql({ theme: "deep-dark", dark: true });
  await t.expect(drawer.visible).notOk();
  // A keyboard user is back on 系统 (the menu they opened the drawer from), not the body.
  await t.expect(focusedLabel()).eql("系统");
});

test("at 390 px the hamburger opens the sidebar as a drawer", async (t) => {
  await t.resizeWindow(390, 844);
  await openSignedIn(t, "/home");
  await t.expect(heading.withExactText("首页").exists).ok();
  await t.expect(mainNav.exists).notOk("no permanent sidebar on a phone");
  const hamburger = Selector('button[aria-label="打开菜单"]');
  await t.click(hamburger);
  await t.expect(mainNav.exists).ok();
  await t.click(mainNav.find("a.mr-nav-item").withExactText("用户管理"));
  await t.expect(pathname()).eql("/user/index");
  await t.expect(heading.withExactText("用户管理").exists).ok();
  await t.expect(mainNav.exists).notOk("a leaf closes the drawer");
  await expectNoAxeViolations(t);
});

const activeNavItem = ClientFunction(() => {
  const el = document.activeElement as HTMLElement | null;
  const body = document.querySelector(".mr-sidebar-permanent .mr-sidebar-body");
  const user = document.querySelector(".mr-sidebar-permanent .mr-sidebar-user");
  const r = el?.getBoundingClientRect();
  return {
    text: el?.textContent?.trim() ?? "",
    inSidebar: !!el && !!body?.contains(el),
    top: r?.top ?? -1,
    bottom: r?.bottom ?? -1,
    bodyTop: body?.getBoundingClientRect().top ?? -1,
    userTop: user?.getBoundingClientRect().top ?? -1,
  };
});

test("at 1280×800 the last sidebar entry is reached by keyboard and scrolled into sight", async (t) => {
  await t.resizeWindow(1280, 800);
  await openSignedIn(t, "/home");
  await t.expect(heading.withExactText("首页").exists).ok();
  await focusOn(".mr-sidebar-permanent a.mr-brand");
  let item = await activeNavItem();
  for (let i = 0; i < 60 && item.text !== "系统日志"; i++) {
    await t.pressKey("tab");
    item = await activeNavItem();
  }
  await t.expect(item.text).eql("系统日志", "Tab reaches the last entry");
  await t.expect(item.inSidebar).ok();
  await t.expect(item.top).gte(item.bodyTop, "not above the menu's visible area");
  await t.expect(item.bottom).lte(item.userTop, "not under the user footer");
  await t.expect(item.bottom).lte(800, "within the window");
  await t.takeScreenshot({ path: "shell/sidebar-1280x800-last-entry.png", fullPage: false });
  await t.pressKey("enter");
  await t.expect(pathname()).eql("/setting/app-log");
});

// Titles from screens.md headings (plus the menu titles for routes it does not describe).
const ROUTE_TITLES: Record<string, string> = {
  "/": "首页",
  "/home": "首页",
  "/auth/sign-in": "登陆",
  "/auth/404": "找不到页面",
  "/auth/500": "Internal server error",
  "/setup/admin": "管理用户设置",
  "/setup/web": "网站访问设置",
  "/setup/media-server": "媒体服务设置",
  "/setup/download-client": "下载工具设置",
  "/setup/media-path": "设置媒体文件夹",
  "/setup/movie-metadata": "媒体元数据接口设置",
  "/config/web": "网站访问设置",
  "/config/media-server": "媒体服务设置",
  "/config/download-client": "下载工具设置",
  "/config/media-path": "设置媒体文件夹",
  "/config/movie-metadata": "媒体元数据接口设置",
  "/config/free-download": "流量管理",
  "/config/score-config": "设置选种规则",
  "/setting/index": "设置",
  "/setting/edit-media-server": "设置Emby服务", // no ?type=: a new Emby entry
  "/setting/edit-download-client": "添加qBittorrent", // no ?type=: a new qBittorrent client
  "/setting/edit-tmdb": "设置TheMovieDB API",
  "/setting/edit-fanart": "设置FanArt API",
  "/setting/edit-douban": "设置豆瓣电影",
  "/setting/edit-web": "网站访问设置",
  "/setting/edit-notify": "设置推送通道",
  "/setting/edit-free-download": "设置流量管理",
  "/setting/edit-subtitle": "设置字幕自动下载",
  "/setting/edit-search-setting": "搜索设置",
  "/setting/edit-link": "识别与整理设置",
  "/setting/edit-notify-template": "通知模版设置",
  "/setting/edit-scraper": "全局刮削设置",
  "/setting/license": "授权信息",
  "/setting/access-key": "API密钥管理",
  "/setting/app-log": "系统日志",
  "/setting/pass-cloudflare": "Cloudflare穿透设置",
  "/setting/cookie-cloud": "CookieCloud设置",
  "/setting/recognition-rules": "自定义识别词",
  "/smartDownload/douban": "豆瓣想看",
  "/smartDownload/selectors": "过滤器",
  "/smartDownload/edit-filter": "自定义过滤器",
  "/movie/default": "数据统计",
  "/movie/analyze": "数据统计",
  "/movie/search": "搜索资源",
  "/download/default": "下载记录",
  "/download/record": "下载记录",
  "/download/activity": "活动",
  "/site/dashboard": "站点管理",
  "/notify/list": "消息通知",
  "/user/index": "用户管理",
  "/user/edit": "添加用户",
  "/user/invite-email": "发送产品体验码",
  "/recommend/movie-ranking": "电影排行",
  "/recommend/tv-ranking": "剧集排行",
  "/recommend/recent-popular-movie": "近期热门",
  "/recommend/doubanTop250": "豆瓣Top250",
  "/recommend/userMovieTrend": "用户电影趋势",
  "/recommend/userTvTrend": "用户剧集趋势",
  "/subscribe/search": "搜索结果",
  "/subscribe/custom-index": "自定义订阅",
  "/subscribe/movie-index": "电影订阅",
  "/subscribe/tv-index": "剧集订阅",
  "/subscribe/edit-custom-sub": "设置自定义订阅规则",
  "/media/link-index": "媒体整理",
  "/media/library": "全部影视",
  "/media/detail": "媒体详情",
  "/plugins/index": "插件",
  "/plugins/detail": "插件",
  "/common/view": "嵌入页面",
};

test("every route of the seed table opens its page frame with the right title", async (t) => {
  await t.expect(Object.keys(ROUTE_TITLES).length).eql(69);
  await openSignedIn(t, "/home");
  await t.expect(heading.withExactText("首页").exists).ok();
  // Sign-in and error screens have their own layout; the setup wizard's steps
  // are cards with the heading but no breadcrumb (as the original's).
  const ownLayout = new Set(["/auth/sign-in", "/auth/404", "/auth/500", "/setup/admin"]);
  for (const [path, title] of Object.entries(ROUTE_TITLES)) {
    await goClientSide(path);
    await t.expect(pathname()).eql(path);
    await t.expect(documentTitle()).eql(`${title} | Movie Robot`, path);
    if (ownLayout.has(path)) continue;
    await t.expect(heading.withExactText(title).exists).ok(`heading of ${path}`);
    if (!path.startsWith("/setup/")) {
      await t.expect(Selector('nav[aria-label="当前位置"]').exists).ok(`breadcrumb of ${path}`);
    }
  }
  await t.navigateTo(`${server(t).url}/setting/no-such-page`);
  await t.expect(Selector("body").withText("找不到页面").exists).ok();
});

fixture("Notification bell")
  .before(withAdmin)
  .after(async (ctx) => stopAll(ctx.server as RunningServer | undefined));

test("the bell shows the unread count from the backend and the popover lists it", async (t) => {
  await openSignedIn(t, "/home");
  await t.expect(bell.find(".mr-count-badge").textContent).eql("1");
  await t.click(bell.find("button"));
  const popover = Selector(".mr-unread");
  await t.expect(popover.find(".mr-unread-header").textContent).eql("最近1条未读消息");
  await t.expect(popover.find(".mr-unread-title").withText("欢迎使用 Movie Robot").exists).ok();
  await t.expect(bell.find(".mr-count-badge").exists).notOk();
  await t.click(popover.find("button").withText("查看所有消息"));
  await t.expect(pathname()).eql("/notify/list");
  await t.expect(heading.withExactText("消息通知").exists).ok();

  await reload();
  await t.expect(heading.withExactText("消息通知").exists).ok();
  await t.expect(bell.find(".mr-count-badge").exists).notOk("read once listed");

  // By keyboard: Esc closes the popover and the focus is on the bell again
  // (it was on the page's body while the button was disabled for loading).
  await focusOn(".mr-bell button");
  await t.pressKey("enter");
  await t.expect(popover.find(".mr-unread-header").exists).ok();
  await t.pressKey("esc");
  await t.expect(popover.exists).notOk();
  await t.expect(focusedLabel()).eql("通知消息");
});
