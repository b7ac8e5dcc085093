// Issue 28, the requester view and the title page as the place to act: a family member
// (normal user, approval on) requests 千与千寻 from its page and sees 等待批准 there and on
// its card in 豆瓣Top250; the admin approves; the engine finds the release on a NexusPHP
// stand-in and sends it to a real qbittorrent-nox (its data already in place), the completion
// watcher files it; the family member then sees 已入库 on the card and on the title page, her
// own download in its 下载记录, 搜索资源 prefilled, and a breadcrumb naming 豆瓣Top250.
// axe in Light and Deep_Dark at 1280 and 390 px; screenshots under title-detail/.
import { join } from "node:path";
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import {
  type DownloadWorld,
  downloadRecords,
  PATHS_BY_KIND,
  putTorrentData,
  startDownloadWorld,
  stopDownloadWorld,
} from "./support/download-world";
import { pathname, reload, storeTheme } from "./support/page";
import { fetchToken } from "./support/server";
import { mustCall, openSignedIn, runJob, type Session, waitFor } from "./support/session";

const MUM_PASSWORD = "mum-pass-1";
const SHOTS = "title-detail";

/** The admin signs in with `session`, the family member with `mum`. */
type Ctx = DownloadWorld & { mum: Session };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

type Sub = { id: number; cn_name: string; status: number };
type Record = { torrent_name: string; download_status: number; link_path: string };

const main = Selector("main");
const card = (title: string) => Selector("article").withText(title);
const badge = (title: string) => card(title).find(".mr-title-state");
const region = (name: string) => main.find("section").withAttribute("aria-labelledby", name);

fixture("Title page and the requester view")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(c, await startDownloadWorld({ paths: PATHS_BY_KIND, standins: ["douban"] }));
    await mustCall(c.session, "/api/user/register", {
      username: "mum",
      nickname: "妈妈",
      password: MUM_PASSWORD,
      role: 2,
      approval_enable: true,
      // The site files 千与千寻 under 动漫 (Anime).
      permission_category: ["Movie", "TV", "Anime"],
      score_rule_name: "compress",
    });
    c.mum = { url: c.server.url, token: await fetchToken(c.server.url, "mum", MUM_PASSWORD) };
  })
  .after((fc) => stopDownloadWorld(fc as Partial<Ctx>));

async function checkAxe(t: TestController, ready: Selector, shot: string) {
  for (const theme of ["LIGHT", "DEEP_DARK"]) {
    for (const width of [1280, 390]) {
      await t.resizeWindow(width, width === 390 ? 844 : 800);
      await storeTheme(theme);
      await reload();
      await t.expect(ready.exists).ok({ timeout: 15_000 });
      await expectNoAxeViolations(t);
      await t.takeScreenshot({
        path: `${SHOTS}/${shot}-${width}-${theme.toLowerCase()}.png`,
        fullPage: true,
      });
    }
  }
  await t.resizeWindow(1280, 800);
  await storeTheme("LIGHT");
}

test("requested, approved, downloaded, filed: 等待批准 then 已入库 on the card and the page", async (t) => {
  const c = ctx(t);
  await t.resizeWindow(1280, 800);
  // The 1080p release's data is already where the client saves it: it completes at once.
  await putTorrentData(
    c,
    join(c.tree.root, "downloads/movie", "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv"),
  );

  // From 豆瓣Top250 to the title: the breadcrumb says where she came from.
  await openSignedIn(t, c.mum, "/recommend/doubanTop250", "LIGHT");
  await t.click(card("千与千寻").find("a.mr-media-title"));
  await t.expect(pathname()).eql("/media/detail");
  const crumbs = Selector("nav").withAttribute("aria-label", "当前位置");
  await t.expect(crumbs.find("a").withExactText("豆瓣Top250").exists).ok({ timeout: 15_000 });
  await t.expect(crumbs.withText("媒体库").exists).notOk();
  await t.expect(region("detail-library").withText("未入库").exists).ok({ timeout: 15_000 });

  // Her request waits for an admin: no 同意/拒绝 for her.
  // (A quarantine re-run finds her request already made.)
  const fresh = await main.find("button").withExactText("订阅").exists;
  if (fresh) {
    await t.click(main.find("button").withExactText("订阅"));
    const ask = Selector("[role=dialog]").withText("确定要订阅");
    await t.click(ask.find("button").withExactText("确定"));
    await t.expect(ask.exists).notOk();
  }
  const subs = region("detail-subs");
  await t.expect(subs.withText("妈妈 的订阅").exists).ok({ timeout: 15_000 });
  await t.expect(subs.withText(fresh ? "等待批准" : "的订阅").exists).ok();
  await t.expect(main.find("button").withExactText("同意").exists).notOk();
  await t.click(crumbs.find("a").withExactText("豆瓣Top250"));
  await t.expect(badge("千与千寻").exists).ok({ timeout: 15_000 });
  if (fresh) await t.expect(badge("千与千寻").innerText).eql("等待批准");
  await t.takeScreenshot({ path: `${SHOTS}/card-pending.png` });

  // The admin approves; the engine sends it, the watcher files it.
  const mine = await waitFor("her request", async () =>
    (await mustCall<Sub[]>(c.session, "/api/subscribe/list?media_type=Movie")).find(
      (x) => x.cn_name === "千与千寻",
    ),
  );
  if (mine.status === 3) await mustCall(c.session, `/api/subscribe/approved?sub_id=${mine.id}`);
  const records = () => downloadRecords<Record>(c.session);
  try {
    await waitFor(
      "the download filed",
      async () => (await records()).find((r) => r.link_path !== ""),
      runJob(c.session, "subscribe_new"),
      100,
    );
  } catch (err) {
    // What the engine did, for whoever reads a failure.
    const runs = await mustCall<{ id: number }[]>(
      c.session,
      `/api/subscribe/get_sub_logs?sub_id=${mine.id}&sub_type=Sub`,
    );
    const text = runs[0]
      ? await mustCall<string>(c.session, `/api/subscribe/get_sub_log_text?log_id=${runs[0].id}`)
      : "no run";
    throw new Error(`${err}\nrecords ${JSON.stringify(await records())}\nlog ${text}`);
  }

  await openSignedIn(t, c.mum, "/recommend/doubanTop250", "LIGHT");
  await t.expect(badge("千与千寻").withExactText("已入库").exists).ok({ timeout: 15_000 });
  await t.takeScreenshot({ path: `${SHOTS}/card-in-library.png` });
  await t.click(card("千与千寻").find("a.mr-media-title"));
  await t.expect(region("detail-library").withText("已入库").exists).ok({ timeout: 15_000 });
  await t.expect(region("detail-library").withText("已整理到媒体库").exists).ok();
  const recordsRegion = region("detail-records");
  await t
    .expect(recordsRegion.withText("Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS").exists)
    .ok({ timeout: 15_000 });
  await t.expect(recordsRegion.withText("已入库").exists).ok();
  // 搜索资源 opens the torrent search with the title and year.
  const search = main.find("a").withText("搜索资源");
  await t
    .expect(search.getAttribute("href"))
    .contains("keyword=%E5%8D%83%E4%B8%8E%E5%8D%83%E5%AF%BB");
  await t.expect(search.getAttribute("href")).contains("year=2001");
  await checkAxe(t, region("detail-records").withText("Spirited.Away"), "detail-mum");

  // The records link opens 下载记录 on this title.
  await t.click(recordsRegion.find("a").withExactText("在下载记录中查看"));
  await t.expect(pathname()).eql("/download/record");
  await t.expect(Selector(".mr-record-tmdb").exists).ok({ timeout: 15_000 });
});
