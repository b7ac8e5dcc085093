// Issue 24, item 5: the two settings that bring a site within reach act, from
// their settings screens to a successful search. A NexusPHP stand-in behind
// Cloudflare's challenge (it wants the cf_clearance cookie FlareSolverr's
// browser gets, with that browser's agent), the FlareSolverr stand-in (its
// /v1 API), and a CookieCloud stand-in holding the browser's newer cookie.
import { Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, relogSite, startGoStandins } from "./support/go-standins";
import { button, field, pathname } from "./support/page";
import { axeInBothThemes, openSignedIn as openAs } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "site-access-pass-1";
const OLD_COOKIE = "c_secure_uid=7; c_secure_pass=before";
// FlareSolverr's browser agent (standin.FlareSolverrUA): Cloudflare binds the clearance to it.
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 standin";
// What the CookieCloud browser extension uploaded after the user signed in again.
const UPLOAD = {
  cookie_data: {
    "127.0.0.1": [
      { domain: "127.0.0.1", name: "c_secure_uid", value: "7", path: "/", hostOnly: true },
      { domain: "127.0.0.1", name: "c_secure_pass", value: "after", path: "/", hostOnly: true },
    ],
  },
  local_storage_data: {},
};

type Ctx = SignedIn & { go: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const dialog = (title: string) => Selector(".bp6-dialog").withText(title);
const toastText = (text: string) => Selector(".bp6-toast").withText(text);

function openSignedIn(t: TestController, path: string): Promise<void> {
  const c = ctx(t);
  return openAs(t, { url: c.server.url, token: c.token }, path);
}

async function addSite(t: TestController): Promise<Selector> {
  await openSignedIn(t, "/site/dashboard");
  await t.click(Selector("button").withText("新增站点"));
  const add = dialog("新增站点");
  await t
    .click(field("站点"))
    .click(field("站点").find("option").withText("天空-"))
    .typeText(field("站点地址"), ctx(t).go.urls.nexusphp)
    .click(field("认证方式"))
    .click(field("认证方式").find("option").withExactText("Cookies认证"))
    .typeText(field("Cookie"), OLD_COOKIE);
  await t.click(add.find("button").withExactText("提交"));
  return add;
}

async function searchSites(t: TestController, keyword: string): Promise<void> {
  await t.click(Selector("button").withAttribute("aria-label", "搜索"));
  await t.typeText(Selector('input[aria-label="搜索内容"]'), keyword).pressKey("enter");
  await t.expect(pathname()).eql("/movie/search");
}

fixture("Cloudflare穿透 and CookieCloud同步")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    c.go = await startGoStandins(
      `nexusphp?${new URLSearchParams({ cookie: OLD_COOKIE, cf_clearance: "cleared", cf_ua: BROWSER_UA })}`,
      "flaresolverr?clearance=cleared",
      `cookiecloud?${new URLSearchParams({ uuid: "e2e-uuid", password: "e2e-pass", data: JSON.stringify(UPLOAD) })}`,
    );
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go);
  });

test("Cloudflare穿透: a Cloudflare-fronted site is added and searched through FlareSolverr", async (t) => {
  // Without FlareSolverr the site's challenge is named, with where to fix it.
  let add = await addSite(t);
  await t
    .expect(add.find('[role="alert"]').innerText)
    .contains("Cloudflare穿透设置", { timeout: 30_000 });

  await openSignedIn(t, "/setting/pass-cloudflare");
  await t
    .typeText(field("flaresolverr api地址"), `${ctx(t).go.urls.flaresolverr}/v1`, { replace: true })
    .click(button("保存"));
  await t.expect(pathname()).eql("/setting/index");

  add = await addSite(t);
  await t.expect(toastText("天空添加成功！").exists).ok({ timeout: 30_000 });
  const row = Selector("table tbody tr").withText("天空");
  await t.expect(row.find(".bp6-tag").withExactText("可用").exists).ok();
  await t.expect(row.find(".bp6-tag").withExactText("经Cloudflare穿透").exists).ok();
  await t.takeScreenshot({ path: "site-access/site-table-cloudflare.png" });

  await searchSites(t, "黑客帝国");
  await t
    .expect(Selector(".mr-search-summary").innerText)
    .match(/在1个站点搜索到\d+条结果/, { timeout: 30_000 });
  const fs = await ctx(t).go.requests("flaresolverr");
  await t.expect(fs.some((r) => r.body.includes('"request.get"'))).ok();
});

test("CookieCloud同步: a site whose cookie changed works again after 立即同步", async (t) => {
  // The user signed in again in the browser: the site's old cookie is dead.
  await relogSite(ctx(t).go.urls.nexusphp, "c_secure_uid=7; c_secure_pass=after");
  await openSignedIn(t, "/site/dashboard");
  await searchSites(t, "骇客任务"); // a keyword not searched before: no answer from the history
  await t.expect(Selector("body").withText("天空：Cookie 已失效").exists).ok({ timeout: 30_000 });

  await openSignedIn(t, "/setting/cookie-cloud");
  await t
    .typeText(field("服务器地址"), ctx(t).go.urls.cookiecloud, { replace: true })
    .typeText(field("用户KEY（UUID）"), "e2e-uuid", { replace: true })
    .typeText(field("端对端加密密码"), "e2e-pass", { replace: true })
    .click(Selector("label").withText("启用CookieCloud同步"))
    .click(button("保存"));
  await t.expect(pathname()).eql("/setting/index");
  await openSignedIn(t, "/setting/cookie-cloud");
  await t.click(button("立即同步"));
  const done = Selector('[role="status"]').withText("同步完成：更新1个站点");
  await t.expect(done.exists).ok({ timeout: 30_000 });
  await axeInBothThemes(t, button("立即同步"));
  await t.resizeWindow(390, 844).click(button("立即同步"));
  // Synced already: nothing changes the second time.
  await t
    .expect(Selector('[role="status"]').withText("更新0个站点，未变化1个").exists)
    .ok({ timeout: 30_000 });
  await t.takeScreenshot({ path: "site-access/cookie-cloud-synced-390.png", fullPage: true });
  await t.resizeWindow(1280, 900);

  await openSignedIn(t, "/site/dashboard");
  await searchSites(t, "矩阵重启");
  await t
    .expect(Selector(".mr-search-summary").innerText)
    .match(/在1个站点搜索到\d+条结果/, { timeout: 30_000 });

  // The site dialog says where its cookie came from.
  await openSignedIn(t, "/site/dashboard");
  await t.click(
    Selector("table tbody tr").withText("天空").find("button").withAttribute("aria-label", /编辑/),
  );
  await t.expect(dialog("编辑站点").innerText).contains("这个Cookie由CookieCloud");
  await t.takeScreenshot({ path: "site-access/site-dialog-cookie-source.png" });
});
