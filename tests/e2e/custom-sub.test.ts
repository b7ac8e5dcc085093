// Custom subscriptions against the real binary: a NexusPHP stand-in site
// (server/internal/standin "nexusphp") and a real qbittorrent-nox. Create a
// rule in the editor (a name filter, a save path), run it with a keyword
// search, see its records (sent to qBittorrent) and its log; axe in Light
// and Deep_Dark and at 390 px.
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { button, field, pathname } from "./support/page";
import { axeInBothThemes as axeBoth, mustCall, openSignedIn as openAs } from "./support/session";
import { saveQbittorrent, saveStandinSite } from "./support/setup";
import { makeFolderTree, qbApi, type Standin, startQbittorrent } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "custom-sub-pass-1";
const COOKIE = "c_secure_uid=7; c_secure_pass=custom-e2e";
const SHOTS = "custom-sub";

type Ctx = SignedIn & {
  go: GoStandins;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
};
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const dialog = (title: string) => Selector(".bp6-dialog").withText(title);
const toastText = (text: string) => Selector(".bp6-toast").withText(text);

const mustPost = (c: Ctx, path: string, body: unknown) => mustCall(c.session, path, body);

function openSignedIn(t: TestController, path: string): Promise<void> {
  return openAs(t, ctx(t).session, path);
}

/** Axe in Light, then in Deep_Dark (left on), with a screenshot of each. */
function axeInBothThemes(t: TestController, ready: Selector, name: string): Promise<void> {
  return axeBoth(t, ready, (t, theme) =>
    t.takeScreenshot({ path: `${SHOTS}/${name}-${theme.toLowerCase()}.png`, fullPage: true }),
  );
}

fixture("Custom subscriptions")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    c.go = await startGoStandins(`nexusphp?${new URLSearchParams({ cookie: COOKIE })}`);
    c.qb = await startQbittorrent();
    c.tree = makeFolderTree();
    await saveQbittorrent(c.session, c.qb);
    await mustPost(c, "/api/config/save_media_path", [
      {
        download_path: `${c.tree.root}/downloads`,
        source_dir: `${c.tree.root}/downloads`,
        target_dir: `${c.tree.root}/library`,
        type: "movie",
        file_process_mode: "link",
      },
    ]);
    await saveStandinSite(c.session, c.go.urls.nexusphp, COOKIE);
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go, c.qb, c.tree);
  });

test("create a rule, run it against the stand-in site, see its records and log", async (t) => {
  await openSignedIn(t, "/subscribe/custom-index");
  await t.expect(Selector("h1").withExactText("自定义订阅").exists).ok();
  const mine = Selector('[role="region"]').withText("我的订阅");
  await t.expect(mine.withText("还没有自定义订阅").exists).ok();
  // Built-in mode: no community section.
  await t.expect(Selector("h2").withExactText("热门分享").exists).notOk();
  await axeInBothThemes(t, mine, "index-empty");

  await t.click(Selector("a").withText("新增订阅"));
  await t.expect(pathname()).eql("/subscribe/edit-custom-sub");
  await t.expect(Selector("h1").withExactText("设置自定义订阅规则").exists).ok();
  const crumbs = Selector('nav[aria-label="当前位置"]');
  await t.expect(crumbs.find("a").withExactText("自定义订阅").exists).ok();
  await t.expect(crumbs.find('[aria-current="page"]').textContent).eql("规则设置");
  await t.typeText(field("订阅规则名称"), "黑客帝国 1080p");
  await t.click(button("添加").withAttribute("aria-label", "添加过滤条件"));
  const filter = dialog("设置过滤器");
  await t.expect(filter.visible).ok();
  await t.typeText(field("关键字"), "1080p");
  await expectNoAxeViolations(t);
  await t.click(filter.find("button").withExactText("保存"));
  await t
    .expect(Selector('[role="region"]').withText("种子过滤条件").withText("1080p").exists)
    .ok();
  const target = `${ctx(t).tree.root}/downloads`;
  await t.click(field("保存路径")).click(field("保存路径").find("option").withExactText(target));
  await axeInBothThemes(t, Selector("input#custom-name"), "editor-new");
  // The reloads emptied the form: fill it again and save.
  await t.typeText(field("订阅规则名称"), "黑客帝国 1080p", { replace: true });
  await t.click(button("添加").withAttribute("aria-label", "添加过滤条件"));
  await t.typeText(field("关键字"), "1080p");
  await t.click(dialog("设置过滤器").find("button").withExactText("保存"));
  await t.click(field("保存路径")).click(field("保存路径").find("option").withExactText(target));
  await t.click(button("保存自定义订阅规则"));
  await t.expect(toastText("已保存自定义订阅：黑客帝国 1080p").exists).ok({ timeout: 15_000 });
  await t.expect(pathname()).eql("/subscribe/custom-index");

  const row = Selector(".mr-custom-row").withText("黑客帝国 1080p");
  await t.click(row.find("button").withAttribute("aria-label", "黑客帝国 1080p的操作"));
  await t.click(Selector('[role="menuitem"]').withExactText("运行"));
  const run = dialog("搜索资源并立即运行一次自定义订阅");
  await t.expect(run.visible).ok();
  await t.typeText(field("搜索内容"), "matrix");
  await expectNoAxeViolations(t);
  await t.click(run.find("button").withExactText("立即运行"));
  await t.expect(toastText("已开始运行黑客帝国 1080p").exists).ok({ timeout: 15_000 });
  await t.expect(row.withText("完成").exists).ok({ timeout: 60_000 });
  await t.expect(row.withText("累计下载2个资源").exists).ok();

  await t.click(row.find("button.mr-custom-row-main"));
  const records = dialog("来自黑客帝国 1080p的下载记录");
  await t.expect(records.withText("提交下载成功(2)").exists).ok({ timeout: 15_000 });
  await t.expect(records.withText("The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT").exists).ok();
  await t.expect(records.withText("The.Matrix.1999.2160p").exists).notOk();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: `${SHOTS}/records-dark.png` });
  await t
    .expect(
      (await qbApi<{ name: string }[]>(ctx(t).qb.url, "/api/v2/torrents/info"))
        .map((x) => x.name)
        .sort(),
    )
    .eql([
      "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.mkv",
      "The.Matrix.Resurrections.2021.1080p.WEB-DL.H264.DDP5.1-HDSWEB.mkv",
    ]);
  await t.click(records.find("button").withExactText("关闭"));

  await t.click(row.find("button").withAttribute("aria-label", "黑客帝国 1080p的操作"));
  await t.click(Selector('[role="menuitem"]').withExactText("日志"));
  const log = Selector(".mr-sub-log-text");
  await t
    .expect(log.innerText)
    .contains("已提交下载 [天空] The.Matrix.1999.1080p", { timeout: 15_000 });
  await t.expect(log.innerText).contains("跳过 [天空] The.Matrix.1999.2160p");
  // The highlighted viewer: the sent one green, the skipped one orange.
  await t.expect(log.find(".mr-log-line-success").withText("已提交下载 [天空]").exists).ok();
  await t
    .expect(log.find(".mr-log-line-rejected").withText("跳过 [天空] The.Matrix.1999.2160p").exists)
    .ok();
});

test("the list and the editor at 390 px, in both themes", async (t) => {
  await t.resizeWindow(390, 844);
  await openSignedIn(t, "/subscribe/custom-index");
  const row = Selector(".mr-custom-row").withText("黑客帝国 1080p");
  await axeInBothThemes(t, row, "index-390");
  await t.click(row.find("button").withAttribute("aria-label", "黑客帝国 1080p的操作"));
  await t.click(Selector('[role="menuitem"]').withExactText("编辑"));
  await t.expect(pathname()).eql("/subscribe/edit-custom-sub");
  const name = Selector("input#custom-name");
  await t.expect(name.value).eql("黑客帝国 1080p");
  await axeInBothThemes(t, name.withAttribute("value", "黑客帝国 1080p"), "editor-390");
  await t.resizeWindow(1280, 900);
});
