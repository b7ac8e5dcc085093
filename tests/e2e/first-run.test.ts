// Issue 15: the first run as a new user walks it, in Chromium against the real
// binary: the wizard (steps, skips, back buttons, Chinese messages on every
// empty submit, finish on the home page), then the shell, the hub and the
// health banner in Light and Deep_Dark, at 1280 and 390 px, and in English.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { button, field, pathname, storeTheme, storeToken } from "./support/page";
import { fetchToken, type RunningServer, startServer } from "./support/server";
import { callApi } from "./support/session";
import { makeFolderTree } from "./support/standins";

const PASSWORD = "first-run-pass-1";
const THEMES = ["LIGHT", "DEEP_DARK"] as const;
const SHOTS = "first-run";

type Ctx = { server: RunningServer; tree: ReturnType<typeof makeFolderTree> };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const progress = (text: string) => Selector(".mr-wizard-count").withExactText(text);
const currentStep = Selector('.mr-wizard-step[aria-current="step"]');
const mainNav = Selector('nav[aria-label="主菜单"]').filterVisible();

/** Every validation text on the page (field errors and banners). */
const validationTexts = ClientFunction(() =>
  Array.from(document.querySelectorAll('[id$="-error"], .bp6-callout.bp6-intent-danger')).map(
    (el) => (el.textContent ?? "").trim(),
  ),
);

/** Fails on any validation text that is not Chinese or is the schema library's own English. */
async function expectChineseValidation(t: TestController, atLeast = 1) {
  await t.expect(Selector('[id$="-error"]').count).gte(atLeast, "no validation message shown");
  const texts = await validationTexts();
  await t.expect(texts.length).gte(atLeast, "no validation message shown");
  for (const text of texts) {
    await t.expect(/[\u3400-\u9fff]/.test(text)).ok(`not Chinese: ${text}`);
    await t
      .expect(/must be|predicate|was missing|\(was /i.test(text))
      .notOk(`library text: ${text}`);
  }
}

/** Empties every text field of the form, then submits it. */
async function emptySubmit(t: TestController, submit: string) {
  await t.expect(button(submit).exists).ok();
  const inputs = Selector(
    "form input[type=text], form input[type=password], form input:not([type])",
  );
  const count = await inputs.count;
  for (let i = 0; i < count; i++) {
    const input = inputs.nth(i);
    if ((await input.visible) && !(await input.hasAttribute("readonly"))) {
      await t.selectText(input).pressKey("delete");
    }
  }
  await t.click(button(submit));
}

async function shoot(t: TestController, name: string) {
  await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

fixture("First run: the wizard, the shell and the hub")
  .clientScripts(axeScript)
  .before(async (fc) => {
    fc.server = await startServer();
    fc.tree = makeFolderTree();
  })
  .after(async (fc) => {
    const c = fc as Ctx;
    await c.server?.stop();
    c.tree?.remove();
  });

test("the wizard shows its steps, skips, goes back, speaks Chinese and ends on the home page", async (t) => {
  const { server, tree } = ctx(t);
  await t.navigateTo(`${server.url}/`);
  await storeTheme("LIGHT");
  await t.navigateTo(`${server.url}/`);
  await t.expect(pathname()).eql("/setup/admin");
  await t.expect(progress("第 1 / 6 步").exists).ok();
  await t.expect(currentStep.withText("管理用户设置").exists).ok();
  await shoot(t, "wizard-admin-1280-light");

  // The reported case: an empty password.
  await t.click(button("创建进入下一步"));
  await t.expect(Selector("body").withText("必须填写登陆密码").exists).ok();
  await expectChineseValidation(t);
  await emptySubmit(t, "创建进入下一步");
  await expectChineseValidation(t, 3);
  await t.typeText(field("登陆密码"), "short").click(button("创建进入下一步"));
  await t.expect(Selector("body").withText("登陆密码不能少于8位").exists).ok();
  await expectChineseValidation(t);
  await expectNoAxeViolations(t);
  await t
    .typeText(field("网站登陆账号"), "admin", { replace: true })
    .typeText(field("登陆密码"), PASSWORD, { replace: true })
    .typeText(field("确认密码"), PASSWORD, { replace: true })
    .click(button("创建进入下一步"));

  await t.expect(pathname()).eql("/setup/web");
  await t.expect(progress("第 2 / 6 步").exists).ok();
  await emptySubmit(t, "保存进入下一步");
  await expectChineseValidation(t);
  await t
    .typeText(field("站点访问地址"), "https://mr.example.com", { replace: true })
    .typeText(field("网站访问端口"), "1329", { replace: true })
    .click(button("保存进入下一步"));

  await t.expect(pathname()).eql("/setup/media-server");
  await t.expect(progress("第 3 / 6 步").exists).ok();
  await t.expect(Selector("body").withText("媒体库同步").exists).ok();
  await emptySubmit(t, "保存进入下一步");
  await expectChineseValidation(t);
  await expectNoAxeViolations(t);
  await shoot(t, "wizard-media-server-1280-light");
  await t.click(button("跳过此步"));

  await t.expect(pathname()).eql("/setup/download-client");
  await t.expect(progress("第 4 / 6 步").exists).ok();
  await t.expect(Selector("body").withText("都无法下载").exists).ok();
  await emptySubmit(t, "保存进入下一步");
  await expectChineseValidation(t);
  await t.click(button("返回媒体服务设置"));
  await t.expect(pathname()).eql("/setup/media-server");
  await t.click(button("跳过此步"));
  await t.click(button("跳过此步"));

  await t.expect(pathname()).eql("/setup/media-path");
  await t.expect(progress("第 5 / 6 步").exists).ok();
  await t.expect(button("返回下载工具设置").exists).ok();
  await emptySubmit(t, "保存进入下一步");
  await expectChineseValidation(t);
  await t
    .typeText(field("下载保存路径"), "/downloads/movie", { replace: true })
    .typeText(field("下载路径装载到容器的路径"), `${tree.root}/downloads`, { replace: true })
    .typeText(field("下载完整理的目标路径"), `${tree.root}/library`, { replace: true })
    .click(button("保存进入下一步"));

  await t.expect(pathname()).eql("/setup/movie-metadata");
  await t.expect(progress("第 6 / 6 步").exists).ok();
  await t.expect(button("返回媒体路径设置").exists).ok();
  await emptySubmit(t, "完成设置");
  await expectChineseValidation(t);
  await storeTheme("DEEP_DARK");
  await t.eval(() => window.location.reload());
  await t.expect(progress("第 6 / 6 步").exists).ok();
  await expectNoAxeViolations(t);
  await shoot(t, "wizard-metadata-1280-deep-dark");
  await t.resizeWindow(390, 844);
  await t.expect(progress("第 6 / 6 步").visible).ok();
  await expectNoAxeViolations(t);
  await shoot(t, "wizard-metadata-390-deep-dark");
  await t.resizeWindow(1280, 900);
  await t.typeText(field("TMDB API密钥"), "tmdb-key").click(button("完成设置"));
  await t.expect(pathname()).eql("/");
  await t.expect(Selector(".bp6-toast").withText("设置完成").exists).ok();

  // Setup is done: a signed-out visitor of /setup/* signs in first.
  await t.eval(() => localStorage.removeItem("accessToken"));
  await t.navigateTo(`${server.url}/setup/web`);
  await t.expect(pathname()).eql("/auth/sign-in");
});

/** Signs in with a token from the API, picks a theme, opens `path`. */
async function open(t: TestController, path: string, theme: string) {
  const { url } = ctx(t).server;
  await t.navigateTo(`${url}/auth/404`);
  await storeToken(await fetchToken(url, "admin", PASSWORD));
  await storeTheme(theme);
  await t.navigateTo(`${url}${path}`);
}

const rectOf = ClientFunction((selector: string) => {
  const el = document.querySelector(selector);
  const r = el?.getBoundingClientRect();
  return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
});

test("the sidebar keeps 系统日志 in sight at 1280×800 and names the product once", async (t) => {
  for (const theme of THEMES) {
    await t.resizeWindow(1280, 800);
    await open(t, "/setting/app-log", theme);
    await t.expect(mainNav.exists).ok();
    const active = mainNav.find('[aria-current="page"]').withText("系统日志");
    await t.expect(active.exists).ok();
    await t.expect(mainNav.find("a.mr-brand").withExactText("Movie Robot").exists).ok();
    const item = await rectOf('.mr-sidebar-permanent [aria-current="page"]');
    const footer = await rectOf(".mr-sidebar-permanent .mr-sidebar-user");
    await t.expect(item && footer && item.bottom <= footer.top).ok("系统日志 hides under the user");
    await expectNoAxeViolations(t);
    await shoot(t, `sidebar-1280x800-${theme.toLowerCase()}`);
  }
});

test("on a phone the log lines can be read to their end", async (t) => {
  await t.resizeWindow(390, 844);
  await open(t, "/setting/app-log", "LIGHT");
  const box = Selector(".mr-log-box");
  await t.expect(box.find(".mr-log-row").exists).ok();
  const scroll = ClientFunction(() => {
    const el = document.querySelector(".mr-log-box") as HTMLElement;
    const page = document.scrollingElement as HTMLElement;
    return {
      overflowX: getComputedStyle(el).overflowX,
      wider: el.scrollWidth > el.clientWidth,
      boxRight: el.getBoundingClientRect().right,
      pageScrolls: page.scrollWidth > page.clientWidth,
    };
  });
  const s = await scroll();
  // The box fits the screen and scrolls sideways itself.
  await t.expect(s.boxRight).lte(390);
  await t.expect(s.pageScrolls).notOk();
  await t.expect(["auto", "scroll"]).contains(s.overflowX);
  await shoot(t, "app-log-390-light");
});

test("the hub lists every metadata source; a failing service says why and links to its settings", async (t) => {
  const { url } = ctx(t).server;
  const token = await fetchToken(url, "admin", PASSWORD);
  // A media server nobody answers at: saved, but 异常 with the reason.
  const saved = await callApi({ url, token }, "/api/setting/save_media_server", {
    type: "emby",
    name: "默认",
    url: "http://127.0.0.1:9",
    token: "k",
    master_server: true,
  });
  await t.expect(saved.code).eql(0);

  for (const theme of THEMES) {
    await t.resizeWindow(1280, 900);
    await open(t, "/setting/index", theme);
    const metadata = Selector("section, div").withText("媒体数据");
    for (const [name, href] of [
      ["TheMovieDB", "/setting/edit-tmdb"],
      ["FanArt", "/setting/edit-fanart"],
      ["豆瓣电影", "/setting/edit-douban"],
    ]) {
      await t.expect(Selector(`a[href="${href}"]`).withText(name).exists).ok(name);
    }
    await t.expect(metadata.exists).ok();
    const banner = Selector(".mr-health-banner");
    await t.expect(banner.withText("个服务异常").withText("Emby(默认)").exists).ok();
    await t.expect(banner.withText("最近一次错误：").exists).ok();
    await t.expect(banner.find("a").withText("去设置Emby(默认)").exists).ok();
    await t.expect(mainNav.find("a").withText("系统日志").exists).ok();
    await expectNoAxeViolations(t);
    await shoot(t, `hub-1280-${theme.toLowerCase()}`);
    await t.resizeWindow(390, 844);
    await shoot(t, `hub-390-${theme.toLowerCase()}`);
    await t.resizeWindow(1280, 900);

    await t.click(Selector(".mr-health-open"));
    const dialog = Selector(".bp6-dialog").withText("核心依赖健康状态");
    await t.expect(dialog.withText("最近一次错误：").exists).ok();
    await expectNoAxeViolations(t);
    await shoot(t, `health-dialog-${theme.toLowerCase()}`);
    await t.click(dialog.find("a").withText("去设置Emby(默认)"));
    await t.expect(pathname()).eql("/setting/edit-media-server");
  }
});

test("in English the sidebar, the banner and the role are English", async (t) => {
  const { url } = ctx(t).server;
  await t.navigateTo(`${url}/auth/404`);
  await storeToken(await fetchToken(url, "admin", PASSWORD));
  await storeTheme("LIGHT");
  await t.eval(() => localStorage.setItem("locale", JSON.stringify("en")));
  await t.navigateTo(`${url}/setting/index`);
  const nav = Selector("nav.mr-sidebar").filterVisible();
  await t.expect(nav.find("a").withText("System log").exists).ok({ timeout: 15000 });
  await t.expect(nav.withText("Settings").exists).ok();
  await t.expect(nav.withText("Administrator").exists).ok();
  await t.expect(Selector(".mr-health-banner").withText("service(s) failing").exists).ok();
  const cjk = ClientFunction(() => {
    const side = document.querySelector(".mr-sidebar-permanent")?.textContent ?? "";
    // Entry names are the user's (默认): leave them out.
    return side.replace(/默认/g, "").match(/[\u3400-\u9fff]+/g) ?? [];
  });
  await t.expect(await cjk()).eql([]);
  await shoot(t, "sidebar-1280-en");
  await t.eval(() => localStorage.removeItem("locale"));
});

test("the licence page shows no price cards", async (t) => {
  for (const theme of THEMES) {
    await open(t, "/setting/license", theme);
    await t.expect(Selector("body").withText("当前使用内置后端").exists).ok();
    await t.expect(Selector('[aria-label="授权方案"]').exists).notOk();
    await t.expect(Selector("button").withExactText("发送邀请").exists).ok();
    await expectNoAxeViolations(t);
  }
});
