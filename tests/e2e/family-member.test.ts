// Issue 28: a family member (normal user, approval on) gets a console of
// what they may use: the sidebar has no admin entry, every entry opens
// without a refusal toast or a spinner left behind, an admin route typed
// into the address bar says 需要管理员权限 at once, and a deep link opened
// signed out lands there after sign-in. axe in Light and Deep_Dark, and at
// 390 px; screenshots of home and the refused settings for the lead.
import { ClientFunction, RequestLogger, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { startSignedIn, stopAll } from "./support/fixture";
import { button, field, pathname } from "./support/page";
import { fetchToken, type RunningServer } from "./support/server";
import { mustCall, openSignedIn } from "./support/session";

const PASSWORD = "family-tests-pass-1";
const MUM_PASSWORD = "mum-pass-1";
const SHOTS = "family-member";

type Ctx = { server: RunningServer; token: string; adminToken: string };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const nav = Selector("nav").withAttribute("aria-label", "主菜单");
const spinner = Selector(".bp6-spinner");
const refusalToast = Selector(".bp6-toast").withText("需要管理员权限");
const notice = Selector("h1").withExactText("需要管理员权限");
const search = ClientFunction(() => window.location.search);

// Every API answer: a screen that asks for what the role may not have (the
// server's 需要管理员权限) offers or loads something the member cannot use.
// Streams (events, search) never end: logging their body would hold them.
const answers = RequestLogger((r) => r.url.includes("/api/") && !/events|_stream/.test(r.url), {
  logResponseBody: true,
  stringifyResponseBody: true,
});
const refusedCalls = () =>
  answers.requests
    .filter((r) => String(r.response?.body ?? "").includes("需要管理员权限"))
    .map((r) => r.request.url.replace(/^https?:\/\/[^/]+/, ""));

/** Every sidebar link, hidden group children too. */
const sidebarHrefs = ClientFunction(() =>
  Array.from(
    document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="主菜单"] a.mr-nav-item'),
  ).map((a) => a.getAttribute("href") ?? ""),
);

const ADMIN_ENTRIES = [
  "自定义订阅",
  "智能下载",
  "站点管理",
  "媒体整理",
  "插件",
  "用户管理",
  "设置",
  "系统日志",
];
const ADMIN_ROUTES = [
  "/user/index",
  "/setting/index",
  "/subscribe/custom-index",
  "/plugins/index",
  "/setting/app-log",
];

fixture("Family member: a role-aware console")
  .clientScripts(axeScript)
  .requestHooks(answers)
  .before(async (fctx) => {
    const { server, session, token } = await startSignedIn({ password: PASSWORD });
    fctx.server = server;
    fctx.adminToken = token;
    await mustCall(session, "/api/user/register", {
      username: "mum",
      nickname: "妈妈",
      password: MUM_PASSWORD,
      role: 2,
      approval_enable: true,
      permission_category: ["Movie", "TV"],
      score_rule_name: "compress",
    });
    fctx.token = await fetchToken(server.url, "mum", MUM_PASSWORD);
  })
  .after(async (fctx) => stopAll((fctx as Partial<Ctx>).server));

async function signedIn(t: TestController, theme: string) {
  await openSignedIn(t, { url: ctx(t).server.url, token: ctx(t).token }, "/home", theme);
  await t.expect(nav.find("a").withText("消息通知").exists).ok({ timeout: 15000 });
}

async function settled(t: TestController) {
  await t.expect(spinner.exists).notOk("a spinner was left", { timeout: 15000 });
  await t.expect(refusalToast.exists).notOk("a refusal toast");
}

test("walks every sidebar entry: no admin entry, no refusal, no spinner", async (t) => {
  await signedIn(t, "LIGHT");
  for (const label of ADMIN_ENTRIES) {
    await t
      .expect(nav.find(".mr-nav-label").withExactText(label).exists)
      .notOk(`sidebar shows ${label}`);
  }
  const hrefs = await sidebarHrefs();
  await t.expect(hrefs.length).gte(5);
  await t.expect(hrefs).notContains("/user/index");
  const { url } = ctx(t).server;
  for (const href of hrefs) {
    await t.navigateTo(`${url}${href}`);
    await t.expect(pathname()).eql(href);
    await settled(t);
    await t.expect(notice.exists).notOk(`${href} refused`);
  }
  // Their own account, from her name at the foot of the sidebar: without the admin's choices.
  await t.click(nav.find("a").withAttribute("title", "编辑用户").withText("妈妈"));
  await t.expect(pathname()).eql("/user/edit");
  await t.expect(field("昵称").value).eql("妈妈", { timeout: 10000 });
  await t.expect(Selector("label").withExactText("角色").exists).notOk();
  await t.expect(refusedCalls()).eql([], "calls the server refused");
});

test("admin routes typed into the address bar say 需要管理员权限 at once", async (t) => {
  await signedIn(t, "LIGHT");
  const { url } = ctx(t).server;
  answers.clear();
  // Each is a cold start: the screen's data would leave before my_account
  // answers, but the token names her role, so none is asked for.
  for (const route of ADMIN_ROUTES) {
    await t.navigateTo(`${url}${route}`);
    await t.expect(notice.exists).ok(`${route} does not say so`, { timeout: 5000 });
    await settled(t);
  }
  await t.expect(refusedCalls()).eql([], "calls the server refused");
  await t.click(Selector("a").withExactText("返回首页"));
  await t.expect(pathname()).eql("/home");
});

// No TMDB key is set: the trend screen cannot load. She is told whom to ask,
// in the server's words for her, and offered no link to settings she cannot open.
test("a setting only the administrator can fill in: whom to ask, no link there", async (t) => {
  await signedIn(t, "LIGHT");
  await t.navigateTo(`${ctx(t).server.url}/recommend/userMovieTrend`);
  const alert = Selector("main [role=alert]");
  await t
    .expect(alert.withText("未设置TMDB API Key，请联系管理员设置").exists)
    .ok({ timeout: 10000 });
  await t.expect(alert.find("a").exists).notOk("a link to settings she cannot open");
  await t.expect(alert.withText("如果问题一直存在").exists).notOk("whom to ask, said twice");
  await t.expect(refusedCalls()).eql([], "calls the server refused");
});

// No site is added yet: a search cannot run. She reads whom to ask and gets
// no link; the administrator gets the way to 站点管理.
test("a search with no site to search: whom to ask for her, 站点管理 for the admin", async (t) => {
  const page =
    "/movie/search?keyword=%E6%B2%99%E4%B8%98&searchDouban=false&searchMediaServer=false&searchSite=true";
  const alert = Selector("main [role=alert]");
  await signedIn(t, "LIGHT");
  await t.navigateTo(`${ctx(t).server.url}${page}`);
  await t
    .expect(alert.withText("没有可搜索的站点，请联系管理员添加站点").exists)
    .ok({ timeout: 10000 });
  await t.expect(alert.find("a").exists).notOk("a link to settings she cannot open");
  await openSignedIn(t, { url: ctx(t).server.url, token: ctx(t).adminToken }, page, "LIGHT");
  await t.expect(alert.withText("请先在站点管理中添加站点").exists).ok({ timeout: 10000 });
  await t.click(alert.find("a").withText("去站点管理添加站点"));
  await t.expect(pathname()).eql("/site/dashboard");
});

for (const theme of ["LIGHT", "DEEP_DARK"]) {
  test(`axe in ${theme}, at 1280 and at 390 px; screenshots`, async (t) => {
    await t.resizeWindow(1280, 800);
    await signedIn(t, theme);
    await settled(t);
    await expectNoAxeViolations(t);
    await t.takeScreenshot({ path: `${SHOTS}/home-${theme.toLowerCase()}.png` });
    await t.navigateTo(`${ctx(t).server.url}/setting/index`);
    await t.expect(notice.exists).ok({ timeout: 5000 });
    await expectNoAxeViolations(t);
    await t.takeScreenshot({ path: `${SHOTS}/settings-${theme.toLowerCase()}.png` });
    await t.resizeWindow(390, 844);
    await t.navigateTo(`${ctx(t).server.url}/home`);
    await settled(t);
    await expectNoAxeViolations(t);
    await t.takeScreenshot({ path: `${SHOTS}/home-390-${theme.toLowerCase()}.png` });
    await t.navigateTo(`${ctx(t).server.url}/setting/index`);
    await t.expect(notice.exists).ok({ timeout: 5000 });
    await expectNoAxeViolations(t);
    await t.takeScreenshot({ path: `${SHOTS}/settings-390-${theme.toLowerCase()}.png` });
    await t.resizeWindow(1280, 800);
  });
}

test("a deep link opened signed out lands there after sign-in", async (t) => {
  const { url } = ctx(t).server;
  await t.navigateTo(`${url}/notify/list?page=1`);
  await t.expect(pathname()).eql("/auth/sign-in", { timeout: 10000 });
  await t.typeText(field("账号"), "mum").typeText(field("密码"), MUM_PASSWORD);
  await t.click(button("登陆"));
  await t.expect(pathname()).eql("/notify/list", { timeout: 10000 });
  await t.expect(search()).eql("?page=1");
});
