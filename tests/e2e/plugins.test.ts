// Issue 14 (plugins): against the real binary and the Go plugin-market
// stand-in (an index.json and tar.gz archives with their SHA-256), an
// administrator sets the market address, installs 回声演示 v1.0.0 with a
// greeting, changes its config, runs its 回声 command with arguments and
// sees the status and log live, upgrades to v1.1.0 and uninstalls it.
// axe in Deep_Dark and Light; the 快捷功能 tab at 390 px.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { button, field, pathname, reload, storeTheme } from "./support/page";
import { callApi, openSignedIn } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "plugins-tests-pass-1";
const SHOTS = "plugins";

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

/** GET `path` as the administrator: the answer's data. */
async function api<T>(t: TestController, path: string): Promise<T> {
  return (await callApi<T>(ctx(t).session, path)).data;
}

/**
 * `api` once the server answers again: an upgrade with 安装完成立即自动重启
 * restarts it, and a request sent in that moment finds nobody listening.
 */
async function apiOnceBack<T>(t: TestController, path: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await api<T>(t, path);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const tab = (name: string) => Selector('[role="tab"]').withExactText(name);
const labelled = (tag: string, label: string) => Selector(tag).withAttribute("aria-label", label);
const dialog = Selector(".bp6-dialog");
const inDialog = (text: string) => dialog.find("button").withExactText(text);
const pageWidth = ClientFunction(() => document.documentElement.scrollWidth);

async function shoot(t: TestController, name: string) {
  await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

fixture("Plugins: market, install, configure, run, upgrade, uninstall")
  .clientScripts(axeScript)
  .before(async (fctx) => {
    Object.assign(fctx, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fctx.standins = await startGoStandins("plugin-market");
  })
  .after(async (fctx) => stopAll((fctx as Partial<Ctx>).standins, (fctx as Partial<Ctx>).server));

test("install a plugin from a loopback market, run a command, upgrade and uninstall", async (t) => {
  const { url } = ctx(t).server;
  const market = ctx(t).standins.urls["plugin-market"];
  await openSignedIn(t, ctx(t).session, "/plugins/index");
  await t.expect(tab("快捷功能").getAttribute("aria-selected")).eql("true");

  // The market address.
  await t.click(tab("插件市场"));
  await t.click(button("插件市场地址"));
  await t.typeText(field("插件市场地址"), `${market}/index.json`, { replace: true });
  await t.click(inDialog("保存"));
  await t.expect(dialog.exists).notOk();
  const echoCard = Selector(".mr-plugin-card").withText("回声演示");
  await t.expect(echoCard.withText("由 测试市场 开发").exists).ok();
  await t.expect(echoCard.find(".mr-plugin-version").innerText).eql("v1.1.0");
  await expectNoAxeViolations(t);
  await shoot(t, "market-1280-deep-dark");

  // Install the older version with a greeting of our own.
  await t.click(labelled("button", "安装回声演示"));
  await t.expect(dialog.withText("应用版本>=1.0").exists).ok();
  await t.expect(dialog.withText("回声更响亮").exists).ok();
  await t.click(field("版本")).click(field("版本").find("option").withExactText("v1.0.0"));
  await t.expect(dialog.withText("第一个版本").exists).ok();
  await t.expect(field("问候语").value).eql("你好");
  await t.typeText(field("问候语"), "嗨", { replace: true });
  await expectNoAxeViolations(t);
  await shoot(t, "install-dialog-1280-deep-dark");
  await t.click(inDialog("安装"));
  await t.expect(dialog.exists).notOk({ timeout: 15000 });
  await t.expect(echoCard.find(".mr-plugin-ribbon").innerText).eql("有新版");
  const config = await api<Record<string, unknown>>(
    t,
    "/api/plugins/get_plugin_config?plugin_name=demo_echo",
  );
  await t.expect(config.greeting).eql("嗨");

  // Configure it from 我的插件.
  await t.click(tab("我的插件"));
  await t.click(labelled("button", "回声演示的设置"));
  await t.click(field("模式")).click(field("模式").find("option").withExactText("仔细"));
  await t.click(inDialog("保存设置"));
  await t.expect(dialog.exists).notOk();
  const saved = await api<Record<string, unknown>>(
    t,
    "/api/plugins/get_plugin_config?plugin_name=demo_echo",
  );
  await t.expect(saved).eql({ greeting: "嗨", mode: "careful" });

  // Run 回声 with arguments; its status and log follow live.
  await t.click(tab("快捷功能"));
  const echoCommand = Selector(".mr-command-card").withText("回声");
  await t.expect(echoCommand.withText("点击运行").exists).ok();
  await t.click(echoCommand.find(".mr-command-run"));
  await t.typeText(field("内容"), "你好世界");
  await t.click(dialog.find("label").withText("大声"));
  await expectNoAxeViolations(t);
  await shoot(t, "run-dialog-1280-deep-dark");
  await t.click(inDialog("运行"));
  await t.expect(dialog.exists).notOk();
  await t.expect(echoCommand.withText("运行完毕").exists).ok({ timeout: 10000 });
  await t.click(labelled("button", "回声的运行日志"));
  await t.expect(dialog.withText("收到命令").exists).ok();
  await expectNoAxeViolations(t);
  await t.click(inDialog("关闭"));

  // A failing command shows its failure.
  await t.click(Selector(".mr-command-card").withText("失败命令").find(".mr-command-run"));
  await t.expect(Selector(".mr-command-card").withText("失败命令").withText("故意失败").exists).ok({
    timeout: 10000,
  });
  await expectNoAxeViolations(t);
  await shoot(t, "commands-1280-deep-dark");

  // The phone: the cards fit 390 px.
  await t.resizeWindow(390, 844);
  await t.expect(echoCommand.visible).ok();
  await t.expect(pageWidth()).lte(390);
  await shoot(t, "commands-390-deep-dark");
  await t.click(tab("插件市场"));
  await t.expect(echoCard.visible).ok();
  await t.expect(pageWidth()).lte(390);
  await shoot(t, "market-390-deep-dark");
  await t.click(tab("快捷功能"));
  await t.resizeWindow(1280, 900);

  // The detail page: runs and logs, then the upgrade (without restarting).
  await t.click(tab("我的插件"));
  await t.click(labelled("a", "查看回声演示的详情"));
  await t.expect(pathname()).eql("/plugins/detail");
  await t.expect(Selector("h1").withExactText("插件").exists).ok();
  const crumbs = Selector('nav[aria-label="当前位置"]');
  await t.expect(crumbs.find("a").withExactText("全部插件").exists).ok();
  await t.expect(crumbs.find('[aria-current="page"]').textContent).eql("插件详情");
  await t.expect(Selector("body").withText("回声：demo_echo 运行完毕").exists).ok();
  await t.expect(Selector(".mr-plugin-log").withText("收到命令").exists).ok();
  await expectNoAxeViolations(t);
  await storeTheme("LIGHT");
  await reload();
  await t.expect(Selector("h2").withExactText("回声演示").exists).ok();
  await expectNoAxeViolations(t);
  await shoot(t, "detail-1280-light");
  await t.click(button("升级"));
  await t.expect(dialog.withText("安装完成立即自动重启").exists).ok();
  await t.expect(field("模式").value).eql("careful");
  await t.click(dialog.find("label").withText("安装完成立即自动重启"));
  await expectNoAxeViolations(t);
  await t.click(inDialog("升级"));
  await t.expect(dialog.exists).notOk({ timeout: 15000 });
  await t.expect(Selector(".mr-plugin-panel").withText("已安装 v1.1.0").exists).ok();
  await t.expect(button("升级").exists).notOk();
  const installed = await apiOnceBack<{ localVersion: string }[]>(
    t,
    "/api/plugins/get_installed_list",
  );
  await t.expect(installed.map((p) => p.localVersion)).eql(["1.1.0"]);

  // Light theme, the lists.
  await t.navigateTo(`${url}/plugins/index`);
  await t.click(tab("插件市场"));
  await t.expect(echoCard.find(".mr-plugin-ribbon").innerText).eql("已安装");
  await expectNoAxeViolations(t);
  await shoot(t, "market-1280-light");
  await t.click(tab("快捷功能"));
  await t.expect(echoCommand.exists).ok();
  await expectNoAxeViolations(t);
  await shoot(t, "commands-1280-light");

  // Uninstall from the detail page.
  await t.navigateTo(`${url}/plugins/detail?pluginId=demo_echo`);
  await t.click(button("卸载"));
  await t.click(Selector('[role="alertdialog"]').find("button").withExactText("确定卸载"));
  await t.expect(button("安装").exists).ok();
  await t.expect(await api<unknown[]>(t, "/api/plugins/get_installed_list")).eql([]);
  await storeTheme("DEEP_DARK");
});
