// Issue 11: sites and search against the real binary. A NexusPHP stand-in
// (server/internal/standin "nexusphp": cookie-checked pages, search, user
// details, download.php with a real .torrent) and a real qbittorrent-nox:
// add a site (bad, then good cookie), see its data on the dashboard, search
// from the top-bar dialog, filter, download a result into qBittorrent and
// find it there with the chosen save path.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { button, field, pathname, reload } from "./support/page";
import { axeInBothThemes as axeBoth, mustCall, openSignedIn as openAs } from "./support/session";
import { saveQbittorrent } from "./support/setup";
import { makeFolderTree, qbApi, type Standin, startQbittorrent } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "site-tests-pass-1";
const COOKIE = "c_secure_uid=7; c_secure_pass=site-e2e";

type Ctx = SignedIn & {
  go: GoStandins;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
};
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const search = ClientFunction(() => window.location.search);
const dialog = (title: string) => Selector(".bp6-dialog").withText(title);
const toastText = (text: string) => Selector(".bp6-toast").withText(text);

function openSignedIn(t: TestController, path: string): Promise<void> {
  return openAs(t, ctx(t).session, path);
}

// The 影片 slider asks Douban, which is not reachable here: each check waits for its
// answer (a failure) so axe sees the settled page.
const sliderLoading = Selector('[role="status"] > .mr-media-slider-track');

async function settledAxe(t: TestController): Promise<void> {
  await t.expect(sliderLoading.exists).notOk({ timeout: 60_000 });
  await expectNoAxeViolations(t);
}

function axeInBothThemes(t: TestController, ready: Selector): Promise<void> {
  return axeBoth(t, ready, (t) => t.expect(sliderLoading.exists).notOk({ timeout: 60_000 }));
}

fixture("Sites and search")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    c.go = await startGoStandins(
      `nexusphp?${new URLSearchParams({ cookie: COOKIE, username: "alice", uploaded: "3.50 TB", downloaded: "512.00 GB" })}`,
    );
    c.qb = await startQbittorrent();
    c.tree = makeFolderTree();
    await saveQbittorrent(c.session, c.qb);
    await mustCall(c.session, "/api/config/save_media_path", [
      {
        download_path: `${c.tree.root}/downloads`,
        source_dir: `${c.tree.root}/downloads`,
        target_dir: `${c.tree.root}/library`,
        type: "movie",
        file_process_mode: "link",
      },
    ]);
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go, c.qb, c.tree);
  });

test("add a site: a bad cookie is refused, a good one shows its data on the dashboard", async (t) => {
  await openSignedIn(t, "/site/dashboard");
  await t.expect(Selector("h1").withExactText("站点管理").exists).ok();
  await t.expect(Selector("p").withText("共有0个站点").exists).ok();
  await axeInBothThemes(t, Selector("h2").withExactText("全部站点"));

  await t.click(Selector("button").withText("新增站点"));
  const add = dialog("新增站点");
  await t.expect(add.visible).ok();
  await t
    .click(field("站点"))
    .click(field("站点").find("option").withText("天空-"))
    .typeText(field("站点地址"), ctx(t).go.urls.nexusphp)
    .click(field("认证方式"))
    .click(field("认证方式").find("option").withExactText("Cookies认证"))
    .typeText(field("Cookie"), "c_secure_uid=7; c_secure_pass=wrong");
  await expectNoAxeViolations(t);
  await t.click(add.find("button").withExactText("提交"));
  await t.expect(add.find('[role="alert"]').visible).ok({ timeout: 30_000 });
  await t.expect(add.find('[role="alert"]').innerText).contains("站点验证失败");

  await t.typeText(field("Cookie"), COOKIE, { replace: true });
  await t.click(add.find("button").withExactText("提交"));
  await t.expect(toastText("天空添加成功！").exists).ok({ timeout: 30_000 });
  await t.expect(add.exists).notOk();

  const row = Selector("table tbody tr").withText("天空");
  await t.expect(row.exists).ok();
  await t.expect(row.innerText).contains("alice");
  await t.expect(row.innerText).contains("3.50 TB");
  await t.expect(row.find(".bp6-tag").withExactText("可用").exists).ok();
  await t.click(Selector("button").withAttribute("aria-label", "隐藏用户名"));
  await t.expect(row.innerText).contains("****");
  await t.expect(row.innerText).notContains("alice");
  await t.expect(Selector("p").withText("共有1个站点").exists).ok();
  await t.expect(Selector('[role="group"]').withText("总上传量").innerText).contains("3.50 TB");
  await axeInBothThemes(t, row);
});

test("search from the dialog, filter, and download into qBittorrent", async (t) => {
  await openSignedIn(t, "/site/dashboard");
  await t.click(Selector("button").withAttribute("aria-label", "搜索"));
  const input = Selector('input[aria-label="搜索内容"]');
  await t.typeText(input, "黑客帝国").pressKey("enter");
  await t.expect(pathname()).eql("/movie/search");
  await t.expect(search()).contains("searchSite=true");
  const summary = Selector(".mr-search-summary");
  await t.expect(summary.exists).ok({ timeout: 30_000 });
  await t.expect(summary.innerText).match(/在1个站点搜索到\d+条结果/);
  const cards = Selector(".mr-torrent-card");
  await t.expect(cards.count).gte(2);

  await t.click(field("分辨率")).click(field("分辨率").find("option").withExactText("2160p"));
  await t.expect(search()).contains("resolution=2160p");
  await t.expect(cards.count).eql(1);
  await t.expect(cards.nth(0).innerText).contains("FRDS");
  await axeInBothThemes(t, cards.nth(0));

  await t.click(cards.nth(0).find("button.mr-torrent-download"));
  const where = dialog("要保存到哪里？");
  await t.expect(where.visible).ok();
  await settledAxe(t);
  const target = `${ctx(t).tree.root}/downloads`;
  await t.click(where.find(".bp6-menu-item .bp6-fill").withExactText(target));
  const confirm = Selector('[role="alertdialog"]').withText("确认要下载吗?");
  await t.expect(confirm.innerText).contains(`保存路径: ${target}`);
  await t.click(confirm.find("button").withExactText("确认"));
  await t.expect(toastText("已提交到下载器").exists).ok({ timeout: 30_000 });

  let found: { name: string; save_path: string } | undefined;
  for (let i = 0; i < 50 && !found; i++) {
    const torrents = await qbApi<{ name: string; save_path: string }[]>(
      ctx(t).qb.url,
      "/api/v2/torrents/info",
    );
    found = torrents.find((x) => x.name.includes("FRDS"));
    if (!found) await new Promise((r) => setTimeout(r, 200));
  }
  await t.expect(found?.save_path.replace(/\/$/, "")).eql(target);
});

// The dashboard's texts are a namespace of their own (loaded with the
// screen, web/app/routes.ts): switching language on the page, and opening it
// with English already chosen, shows them in that language with no gap.
test("the site dashboard switches language, and opens in the chosen one", async (t) => {
  await openSignedIn(t, "/site/dashboard");
  await t.expect(button("刷新站点数据").exists).ok({ timeout: 15_000 });
  await t.click(Selector("button").withAttribute("aria-label", "系统"));
  await t.click(Selector('[role="option"]').withExactText("English"));
  await t.expect(button("Refresh site data").exists).ok({ timeout: 15_000 });
  await t.expect(Selector("html").getAttribute("lang")).eql("en");

  await reload();
  await t.expect(button("Refresh site data").exists).ok({ timeout: 15_000 });
  await t.expect(Selector("body").withText("刷新站点数据").exists).notOk();
  await t.click(Selector("button").withAttribute("aria-label", "System"));
  await t.click(Selector('[role="option"]').withExactText("中文"));
  await t.expect(button("刷新站点数据").exists).ok({ timeout: 15_000 });
  await t.eval(() => localStorage.removeItem("locale"));
});
