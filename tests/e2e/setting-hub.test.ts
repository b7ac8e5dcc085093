// Issue 5: the settings hub (/setting/index) and its two entry screens
// against the real binary: add and delete an Emby server (a stand-in), add a
// download client bound to a site, flip a channel and a feature switch, switch
// 后台任务's 每日全量搜索, open the health dialog, and restart the app from the hub.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, field, pathname, reload, storeTheme } from "./support/page";
import { axeInBothThemes, callApi, openSignedIn } from "./support/session";
import { freePort, type Standin, startEmby } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "hub-tests-pass-1";
const EMBY_KEY = "hub-emby-key";

type Ctx = SignedIn & { emby: Standin };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const markPage = ClientFunction(() => {
  (window as unknown as { hubMark?: number }).hubMark = 1;
});
const pageMarked = ClientFunction(() => (window as unknown as { hubMark?: number }).hubMark === 1);
const search = ClientFunction(() => window.location.search);

const heading = (text: string) => Selector("h2").withExactText(text);
const section = (title: string) => heading(title).parent(".bp6-card");
const rowLink = (title: string, name: string) =>
  section(title).find("a.mr-hub-row-link").withText(name);
const switchFor = (label: string) => Selector(`input[aria-label="${label}"]`);
const switchLabel = (label: string) => switchFor(label).parent("label");
const dialog = (title: string) => Selector(".bp6-dialog").withText(title);
const toastText = (text: string) => Selector(".bp6-toast").withText(text);

fixture("Settings hub")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fc.emby = await startEmby(EMBY_KEY);
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).emby));

test("add an Emby server through the hub, see it 可用, then delete it", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  await t.expect(heading("媒体服务器(必须配置)").exists).ok();
  await t.expect(heading("下载工具(必须配置)").exists).ok();
  await axeInBothThemes(t, heading("进阶设置"));

  await t.click(section("媒体服务器(必须配置)").find("button").withText("添加"));
  const add = dialog("选择要添加的媒体服务器");
  await t.expect(add.visible).ok();
  await expectNoAxeViolations(t);
  await t.click(add.find("a").withText("Emby"));
  await t.expect(pathname()).eql("/setting/edit-media-server");
  await t.expect(search()).eql("?type=emby");
  await t.expect(Selector("h1").withExactText("设置Emby服务").exists).ok();
  await t.expect(field("别名").value).eql("emby");
  await axeInBothThemes(t, Selector("main form"));

  await t
    .typeText(field("别名"), "家里Emby", { replace: true })
    .typeText(field("访问地址"), ctx(t).emby.url, { replace: true })
    .typeText(field("API密钥"), EMBY_KEY)
    .click(button("测试连接"));
  await t.expect(Selector(".mr-health .bp6-tag").withExactText("可用").exists).ok();
  await t.click(button("保存"));
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(toastText("保存成功，连接正常").exists).ok();
  const row = rowLink("媒体服务器", "家里Emby");
  await t.expect(row.exists).ok();
  await t.expect(row.find(".bp6-tag").withExactText("默认").exists).ok();
  await t.expect(row.find(".bp6-tag").withExactText("可用").exists).ok();

  await t.click(row);
  await t.expect(Selector("h1").withExactText("设置Emby服务").exists).ok();
  await t.expect(field("别名").value).eql("家里Emby");
  await axeInBothThemes(t, Selector("main form"));
  await t.click(button("删除"));
  const confirm = Selector('[role="alertdialog"]');
  await t.expect(confirm.withText("确定要删除媒体服务器“家里Emby”吗？").exists).ok();
  await t.click(confirm.find("button").withExactText("删除"));
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(heading("媒体服务器(必须配置)").exists).ok();
  await t.expect(rowLink("媒体服务器(必须配置)", "家里Emby").exists).notOk();
});

test("a download client bound to one site; saved though unreachable", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  await t.click(section("下载工具(必须配置)").find("button").withText("添加"));
  await t.click(dialog("选择要添加的下载工具").find("a").withText("qBittorrent"));
  await t.expect(Selector("h1").withExactText("添加qBittorrent").exists).ok();
  await axeInBothThemes(t, Selector("main form"));
  const sites = Selector("fieldset").withText("站点");
  await t.expect(sites.find('input[type="checkbox"]').count).gt(0);
  const firstSite = sites.find("label.bp6-checkbox").nth(0);
  const siteName = (await firstSite.textContent).trim();
  await t
    .typeText(sites.find('input[type="search"]'), siteName)
    .click(sites.find("label.bp6-checkbox").withExactText(siteName));
  await t.expect(sites.find(".bp6-tag").withText(siteName).exists).ok();
  await t
    .typeText(field("名称"), "书房")
    .typeText(field("访问地址"), `http://127.0.0.1:${await freePort()}`, { replace: true })
    .typeText(field("登陆账号"), "admin")
    .typeText(field("登陆密码"), "adminadmin")
    .click(button("保存"));
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(toastText("已保存，但连接失败").exists).ok();
  const row = rowLink("下载工具", "书房");
  await t.expect(row.find(".bp6-tag").withExactText("异常").exists).ok();
  await t.expect(row.find(".bp6-tag").withExactText("默认").exists).ok();
  await t.expect(row.withText(siteName).exists).ok();
});

test("a channel's switch and 字幕自动下载 keep their state after a reload", async (t) => {
  const saved = await callApi(fixtureSession(t), "/api/setting/save_notify", {
    type: "bark",
    name: null,
    args: { name: "我的Bark", server: "http://127.0.0.1:9", device_key: "k", enable: true },
  });
  await t.expect(saved.code).eql(0, saved.message);
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  await t.expect(switchFor("启用我的Bark").checked).ok();
  await t.click(switchLabel("启用我的Bark"));
  await t.expect(toastText("已停用").exists).ok();
  // The switch flips the channel only: the row did not open.
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(switchFor("启用我的Bark").checked).notOk();

  await t.expect(switchFor("开启字幕自动下载").checked).notOk();
  await t.click(switchLabel("开启字幕自动下载"));
  await t.expect(toastText("已开启，重启应用后生效").exists).ok();

  await reload();
  await t.expect(switchFor("启用我的Bark").exists).ok();
  await t.expect(switchFor("启用我的Bark").checked).notOk();
  await t.expect(switchFor("开启字幕自动下载").checked).ok();
  await t.click(rowLink("推送通道", "我的Bark"));
  await t.expect(pathname()).eql("/setting/edit-notify");
  await t.expect(search()).eql(`?type=bark&name=${encodeURIComponent("我的Bark")}`);
});

test("后台任务's 每日全量搜索: off at first, switched on and off, kept after a reload", async (t) => {
  const stored = async () =>
    (await callApi<{ full_search: boolean }>(fixtureSession(t), "/api/task/get_subscribe_config"))
      .data.full_search;
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  const full = section("后台任务").find('input[aria-label="开启每日全量搜索"]');
  await t.expect(full.exists).ok();
  await t.expect(full.checked).notOk();
  await t.expect(section("后台任务").withText("分散在一天中进行；默认关闭").exists).ok();
  await t.click(full.parent("label"));
  await t.expect(toastText("已开启").exists).ok();
  await t.expect(full.checked).ok();
  await t.expect(await stored()).ok("the engine's setting is on");

  await reload();
  await t.expect(full.exists).ok();
  await t.expect(full.checked).ok();
  await axeInBothThemes(t, full);
  await t.takeScreenshot({ path: "setting-hub/tasks-full-search.png", fullPage: true });

  // Off again: the engine stops searching in full.
  await t.click(full.parent("label"));
  await t.expect(toastText("已关闭").exists).ok();
  await t.expect(full.checked).notOk();
  await t.expect(await stored()).notOk("the engine's setting is off");
  await reload();
  await t.expect(full.exists).ok();
  await t.expect(full.checked).notOk();
});

test("the health banner opens 核心依赖健康状态", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  const banner = Selector(".mr-health-banner button.mr-health-open");
  await t.expect(banner.exists).ok();
  await t.click(banner);
  const health = dialog("核心依赖健康状态");
  await t.expect(health.visible).ok();
  await t.expect(health.find(".mr-health-name").withText("书房").exists).ok();
  await t.click(health.find("button").withExactText("刷新"));
  await t.expect(health.find(".mr-health-rate").exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-hub/health-dialog.png" });
  await t.pressKey("esc");
  await t.expect(health.exists).notOk();
});

test("screenshots of the hub at 1280 px and on a phone", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  await t.resizeWindow(1280, 900);
  await t.expect(heading("进阶设置").exists).ok();
  await t.takeScreenshot({ path: "setting-hub/hub-1280-deep-dark.png", fullPage: true });
  await storeTheme("LIGHT");
  await reload();
  await t.expect(heading("进阶设置").exists).ok();
  await t.takeScreenshot({ path: "setting-hub/hub-1280-light.png", fullPage: true });
  await t.resizeWindow(390, 844);
  await t.expect(heading("进阶设置").exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-hub/hub-390-light.png", fullPage: true });
  await storeTheme("DEEP_DARK");
  await reload();
  await t.expect(heading("进阶设置").exists).ok();
  await t.takeScreenshot({ path: "setting-hub/hub-390-deep-dark.png", fullPage: true });
  await t.navigateTo(
    `${ctx(t).server.url}/setting/edit-download-client?type=qbittorrent&name=书房`,
  );
  await t.expect(Selector("main form").exists).ok();
  await t.takeScreenshot({ path: "setting-hub/download-client-390.png", fullPage: true });
  await t.resizeWindow(1280, 900);
  await t.takeScreenshot({ path: "setting-hub/download-client-1280.png", fullPage: true });
  await t.navigateTo(`${ctx(t).server.url}/setting/edit-media-server?type=plex`);
  await t.expect(Selector("main form").exists).ok();
  await t.takeScreenshot({ path: "setting-hub/media-server-new-1280.png", fullPage: true });
});

test("重启应用: 重启中…, then the page is back and the data is still there", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/setting/index");
  await t.expect(heading("推送通道").exists).ok();
  await markPage();
  await t.click(button("重启应用"));
  const confirm = Selector('[role="alertdialog"]').withText("确定要立即重新启动应用程序吗？");
  await t.expect(confirm.withText("操作提示").exists).ok();
  await t.click(confirm.find("button").withExactText("确定"));
  await t.expect(dialog("重启中…").exists).ok();
  // The page reloads itself once the app answers again (a new page has no mark).
  await t.expect(pageMarked()).notOk({ timeout: 30_000 });
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(rowLink("下载工具", "书房").exists).ok({ timeout: 15_000 });
  await t.expect(switchFor("启用我的Bark").exists).ok();
  // A signed-in API call works against the new process, and nothing was lost.
  const channels = await callApi<{ name: string; enable: boolean }[]>(
    fixtureSession(t),
    "/api/setting/get_notify",
  );
  await t.expect(channels.code).eql(0);
  await t.expect(channels.data.map((c) => [c.name, c.enable])).eql([["我的Bark", false]]);
  const status = await callApi<{ subtitle_enable: boolean }>(
    fixtureSession(t),
    "/api/setting/get_status",
  );
  await t.expect(status.data.subtitle_enable).ok();
});
