// Issue 12, download records: a real qbittorrent-nox downloads a stand-in site's torrent whose
// data is put in place half, then whole (and rechecked). /download/record follows the live
// progress, then 下载完成; the completion watcher (a scheduler job of the real binary) files it
// into the library with the organiser (TMDB stand-in) as a hard link with an NFO, and the Emby
// stand-in is asked to refresh. Issue 27: with 字幕自动下载 switched on, the subtitle job fetches
// the title's subtitle from the 字幕库 stand-in (a rar holding a GBK srt), places it next to the
// video under the 文件名模版 in UTF-8, refreshes Emby, and the card shows 已有字幕. Its subtitle
// deleted, 下载字幕 on the search page's media-server card (Emby stand-in) fetches it again at once
// (POST /api/task/submit_download_subtitle). Deleting the record with its files removes them from the client
// and the disk. axe in Light and Deep_Dark.
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import {
  type DownloadWorld,
  downloadFirstFound,
  putTorrentData,
  startDownloadWorld,
  stopDownloadWorld,
} from "./support/download-world";
import { pushDeerTexts } from "./support/go-standins";
import { reload } from "./support/page";
import { axeInBothThemes, mustCall, openSignedIn as openAs } from "./support/session";
import { saveEmbyStandin, savePushDeer } from "./support/setup";
import { qbApi } from "./support/standins";

const EMBY_KEY = "records-emby-key";
const FILE = "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv";
const TITLE = "千与千寻(2001)";

type Ctx = DownloadWorld & { hash: string };

const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const mustPost = (c: Ctx, path: string, body: unknown) => mustCall(c.session, path, body);

function openSignedIn(t: TestController, path: string): Promise<void> {
  return openAs(t, ctx(t).session, path);
}

const card = Selector(".mr-record-card").withText(TITLE);
const dialog = (title: string) => Selector(".bp6-dialog").withText(title);
/** The dialog once its opening transition is over (axe reads colours mid-fade otherwise). */
const settled = (title: string) =>
  Selector(".bp6-dialog-container.bp6-overlay-enter-done .bp6-dialog").withText(title);

fixture("Download records")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(
      c,
      await startDownloadWorld({
        paths: [{ type: "movie", download: "downloads", library: "library" }],
        standins: [`emby?api_key=${EMBY_KEY}`, "zimuku", "pushdeer"],
        args: (urls) => ["--subtitle-hosts", `zimuku=${urls.zimuku}`],
      }),
    );
    await saveEmbyStandin(c.session, c.go.urls.emby, EMBY_KEY);
    await savePushDeer(c.session, c.go.urls.pushdeer, "records-key", [
      "download_completed",
      "subtitle_downloaded",
    ]);
    // Half of the torrent's data is there: qBittorrent checks it and stalls at 50 %.
    const downloads = join(c.tree.root, "downloads");
    await putTorrentData(c, join(downloads, FILE), 0.5);
    c.hash = await downloadFirstFound(c.session, "spirited", downloads);
  })
  .after((fc) => stopDownloadWorld(fc as Partial<Ctx>));

test("live progress, then 下载完成, filed into the library as a hard link with an NFO", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, "/download/record");
  await t.expect(Selector("h1").withExactText("下载记录").exists).ok();
  const bar = card.find('[role="progressbar"]');
  await t.expect(bar.getAttribute("aria-valuenow")).eql("50", { timeout: 30_000 });
  await t.expect(card.innerText).contains("下载中");
  await axeInBothThemes(t, bar);
  await t.takeScreenshot({ path: "download-record/downloading.png", fullPage: true });

  // The rest of the data arrives: the bar goes without a reload, the chip says 下载完成.
  await putTorrentData(c, join(c.tree.root, "downloads", FILE));
  await qbApi(c.qb.url, "/api/v2/torrents/recheck", { hashes: c.hash });
  await t.expect(bar.exists).notOk({ timeout: 30_000 });
  await t.expect(card.find(".bp6-tag").withExactText("下载完成").exists).ok();

  // The watcher (every 30 s) files it: a hard link under 千与千寻 (2001) with movie.nfo.
  const folder = join(c.tree.root, "library", "千与千寻 (2001)");
  for (let i = 0; i < 90 && !existsSync(join(folder, "movie.nfo")); i++) {
    await t.wait(1000);
  }
  await t.expect(existsSync(join(folder, "movie.nfo"))).ok("movie.nfo written");
  const video = readdirSync(folder).find((f) => f.endsWith(".mkv")) ?? "";
  await t.expect(video).eql("千与千寻 (2001) - 1080p.mkv");
  await t
    .expect(statSync(join(folder, video)).ino)
    .eql(statSync(join(c.tree.root, "downloads", FILE)).ino);
  const refreshed = (await c.go.requests("emby")).some(
    (r) => r.method === "POST" && r.path === "/Library/Refresh",
  );
  await t.expect(refreshed).ok("the media server was asked to refresh");
  await t.expect(await pushDeerTexts(c.go)).eql(["下载完成：千与千寻"]);

  // 字幕自动下载 on: the job runs at once and places the 字幕库 stand-in's subtitle (GBK in a rar)
  // under the default template {{ name }}.{{ language }}.{{ ext }}, in UTF-8.
  await mustPost(c, "/api/setting/set_subtitle_enable", { enable: true });
  const subtitle = join(folder, "千与千寻 (2001) - 1080p.zh-cn.srt");
  for (let i = 0; i < 60 && !existsSync(subtitle); i++) {
    await t.wait(1000);
  }
  await t.expect(existsSync(subtitle)).ok("subtitle placed next to the video");
  await t.expect(readFileSync(subtitle, "utf8")).contains("千与千寻：第一句中文台词");
  const downloadsAsked = (await c.go.requests("zimuku")).filter((r) =>
    r.path.startsWith("/download/"),
  );
  await t.expect(downloadsAsked.length).eql(1);
  const refreshes = (await c.go.requests("emby")).filter(
    (r) => r.method === "POST" && r.path === "/Library/Refresh",
  );
  await t.expect(refreshes.length).gte(2, "refreshed again for the subtitle");
  for (let i = 0; i < 15 && !(await pushDeerTexts(c.go)).includes("字幕已下载：千与千寻"); i++) {
    await t.wait(1000);
  }
  await t.expect(await pushDeerTexts(c.go)).contains("字幕已下载：千与千寻");

  // After a reload the card shows the recognised title's backdrop (TMDB through the image proxy).
  await reload();
  await t
    .expect(card.find(".mr-record-backdrop").getStyleProperty("background-image"))
    .contains("/api/common/image?url=", { timeout: 15_000 });
  await t.expect(card.find(".bp6-tag").withExactText("已有字幕").exists).ok();
  await t.takeScreenshot({ path: "download-record/filed.png", fullPage: true });
  await t.click(card.find("button").withAttribute("aria-label", "详细信息"));
  const info = dialog("详细信息");
  await t.expect(info.innerText).contains(join(folder, video), { timeout: 15_000 });
  await t.expect(info.innerText).contains("天空");
  await t.expect(info.innerText).contains("64.00KB");
  await t.expect(settled("详细信息").exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "download-record/info.png", fullPage: true });
  await t.click(info.find("button").withExactText("关闭"));

  await t.click(Selector("button").withAttribute("aria-label", "下载数据分析"));
  const charts = dialog("下载数据分析");
  await t
    .expect(charts.find('canvas[aria-label="媒体类型：电影 1"]').exists)
    .ok({ timeout: 15_000 });
  await t.expect(charts.find('canvas[aria-label="来源站点：天空 1"]').exists).ok();
  await t.expect(settled("下载数据分析").exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "download-record/charts.png", fullPage: true });
  await t.click(charts.find("button").withExactText("关闭"));
});

test("下载字幕 on the search page's media-server card fetches the title's subtitle again", async (t) => {
  const c = ctx(t);
  const subtitle = join(
    c.tree.root,
    "library",
    "千与千寻 (2001)",
    "千与千寻 (2001) - 1080p.zh-cn.srt",
  );
  await t.expect(existsSync(subtitle)).ok("the first test placed the subtitle");
  unlinkSync(subtitle);
  const archives = async () =>
    (await c.go.requests("zimuku")).filter((r) => r.path.startsWith("/download/")).length;
  const before = await archives();

  const query = new URLSearchParams({ keyword: "千与千寻", searchDouban: "false" });
  await openSignedIn(t, `/movie/search?${query}`);
  const msCard = Selector(".mr-ms-card").withText("千与千寻");
  await t.click(msCard.find("button").withExactText("下载字幕"));
  const ask = dialog("下载字幕");
  await t.expect(ask.innerText).contains("确认要为千与千寻下载字幕吗？");
  await t.expect(settled("下载字幕").exists).ok();
  await expectNoAxeViolations(t);
  await t.click(ask.find("button").withExactText("确认"));
  // The engine runs now (not at the timer's next try): search, title page, detail, /dld, archive.
  await t
    .expect(Selector(".bp6-toast").withText("字幕下载完成：新下载 1 个").exists)
    .ok({ timeout: 40_000 });
  await t.expect(readFileSync(subtitle, "utf8")).contains("千与千寻：第一句中文台词");
  await t.expect(await archives()).eql(before + 1);
  const asked = (await c.go.requests("emby")).some((r) => r.path.includes("/Items"));
  await t.expect(asked).ok("the card came from the Emby stand-in");
  await t.takeScreenshot({ path: "download-record/search-subtitle.png", fullPage: true });
});

test("the filters live in the URL; delete with its files removes them from the client and the disk", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, "/download/record?status=2");
  await t.expect(Selector("p").withText("还没有下载记录").exists).ok({ timeout: 15_000 });
  await t
    .click(Selector("#mr-record-status"))
    .click(Selector("#mr-record-status option").withExactText("全部"));
  await t.expect(card.exists).ok({ timeout: 15_000 });
  await reload();
  await t.expect(card.exists).ok({ timeout: 15_000 });

  await t.click(card.find("button").withAttribute("aria-label", "删除"));
  const ask = dialog("真的要删除吗?");
  await t.expect(ask.find('input[type="checkbox"]').nth(0).checked).ok();
  await t.expect(settled("真的要删除吗?").exists).ok();
  await expectNoAxeViolations(t);
  await t.click(ask.find("button").withExactText("确认"));
  await t.expect(card.exists).notOk({ timeout: 15_000 });
  await t.expect(Selector(".bp6-toast").withText("已删除下载记录").exists).ok();
  const file = join(c.tree.root, "downloads", FILE);
  for (let i = 0; i < 20 && existsSync(file); i++) await t.wait(500);
  await t.expect(existsSync(file)).notOk("the download's file is gone");
  await t.expect((await qbApi<unknown[]>(c.qb.url, "/api/v2/torrents/info")).length).eql(0);
});
