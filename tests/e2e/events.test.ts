// Issue 28 (every event visible) and 29 (live without polling), against the real binary: a real
// qbittorrent-nox downloads a stand-in site's torrent the TMDB stand-in does not know. 下载记录
// follows its progress over the event stream (GET /api/common/events) — no record_list or
// downloading polling while it changes — and, once the completion watcher has tried to file it,
// shows it (not hidden) as 未能识别 with the reason and 识别纠错; 消息通知 has the 未能识别
// entry linking to the record, and 系统日志 has its one readable line. A season subscription
// (繁花, which the TMDB stand-in knows by id but not by name) whose episode the engine sent is
// 未能识别 too: its detail counts no episode for it (已有 0 集).
import { join } from "node:path";
import { RequestLogger, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import {
  type DownloadWorld,
  downloadFirstFound,
  downloadRecords,
  type MediaPath,
  putTorrentData,
  startDownloadWorld,
  stopDownloadWorld,
} from "./support/download-world";
import { publishTorrents } from "./support/go-standins";
import { mustCall, openSignedIn as openAs } from "./support/session";
import { qbApi } from "./support/standins";

const FILE = "Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi.mkv";
// The subscription's episode: its data is in place, so it completes at once.
const EPISODE = "Blossoms.Shanghai.S01E01.2023.1080p.WEB-DL.H264-GRP";
const BLOSSOMS_TMDB = 204541; // 繁花, 5 episodes, not found by a TMDB search

type Ctx = DownloadWorld & { hash: string; subID: number };

const ctx = (t: TestController) => t.fixtureCtx as Ctx;

// Reads of the list's first page (a later page is "load more", not a re-read).
const lists = RequestLogger(/\/api\/download\/record_list\?start=0&/);
const progressReads = RequestLogger(/\/api\/download\/downloading/);
const streams = RequestLogger(/\/api\/common\/events\?/);

const card = Selector(".mr-record-card").withText("奥本海默");

type Rec = { torrent_name: string; sub_id?: number; download_status: number };
/** The subscription's episode as 下载记录 lists it (未能识别 included). */
const episodeRecord = async (c: Ctx) =>
  (await downloadRecords<Rec>(c.session)).find((r) => r.torrent_name === EPISODE);

fixture("Events: 未能识别, 消息通知 and 系统日志, live without polling")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    const paths: MediaPath[] = [
      { type: "movie", download: "downloads", library: "library" },
      { type: "tv", download: "downloads-tv", library: "library-tv" },
    ];
    Object.assign(c, await startDownloadWorld({ paths }));
    // A quarter of the data is there: qBittorrent checks it and stalls at 25 %.
    const downloads = join(c.tree.root, "downloads");
    await putTorrentData(c, join(downloads, FILE), 0.25);
    c.hash = await downloadFirstFound(c.session, "oppenheimer", downloads);

    // The site publishes 繁花's first episode; season 1 is subscribed; the engine sends it.
    await putTorrentData(c, join(c.tree.root, "downloads-tv", `${EPISODE}.mkv`));
    await publishTorrents(c.go.urls.nexusphp, [
      { id: 501, cat: 402, name: EPISODE, subtitle: "繁花 第1集", size: "1.00 GB", seeders: 20 },
    ]);
    await mustCall(c.session, "/api/subscribe/sub_tmdb", {
      tmdb_id: BLOSSOMS_TMDB,
      media_type: "TV",
      season_numbers: [1],
      filter_name: "system:unUseFilter",
    });
    const subs = await mustCall<{ id: number }[]>(c.session, "/api/subscribe/list?media_type=TV");
    c.subID = subs[0]?.id ?? 0;
    // Sent, completed and 未能识别 before the test: its events must not re-read the list while
    // the test counts the page's reads.
    for (let i = 0; (await episodeRecord(c))?.download_status !== 3; i++) {
      if (i === 150) throw new Error(`the episode: ${JSON.stringify(await episodeRecord(c))}`);
      if (i % 5 === 0) {
        // The new subscription's search, else the site's latest list; then the watcher.
        const job = (await episodeRecord(c))
          ? "download_watch"
          : ["subscribe_new", "subscribe_listing"][(i / 5) % 2];
        await mustCall(c.session, `/api/task/run?name=${job}`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  })
  .after((fc) => stopDownloadWorld(fc as Partial<Ctx>));

test.requestHooks(
  lists,
  progressReads,
  streams,
)(
  "an unidentifiable download: live progress, then 未能识别 with its reason, a message and a log line",
  async (t) => {
    const c = ctx(t);
    await openAs(t, c.session, "/download/record");
    await t.expect(Selector("h1").withExactText("下载记录").exists).ok();
    const bar = card.find('[role="progressbar"]');
    await t.expect(bar.getAttribute("aria-valuenow")).eql("25", { timeout: 30_000 });
    await t.expect(streams.count(() => true)).gte(1, "the page opened the event stream");

    // The data grows to half, then all of it: the bar follows without a request of the page.
    const file = join(c.tree.root, "downloads", FILE);
    await putTorrentData(c, file, 0.5);
    await qbApi(c.qb.url, "/api/v2/torrents/recheck", { hashes: c.hash });
    await t.expect(bar.getAttribute("aria-valuenow")).eql("50", { timeout: 30_000 });
    await t.expect(lists.count(() => true)).eql(1, "record_list read once");
    await t.expect(progressReads.count(() => true)).lte(1, "no polling of the progress");
    await t.wait(6000); // longer than any fallback poll
    await t
      .expect(lists.count(() => true))
      .eql(1, "record_list not read again while the progress changed");
    await t.expect(progressReads.count(() => true)).lte(1, "no polling of the progress");

    await putTorrentData(c, file);
    await qbApi(c.qb.url, "/api/v2/torrents/recheck", { hashes: c.hash });
    await t.expect(bar.exists).notOk({ timeout: 30_000 });

    // The watcher (every 30 s) tries to file it; TMDB does not know it: 未能识别, shown by default.
    await t.expect(card.find(".bp6-tag").withExactText("未能识别").exists).ok({ timeout: 90_000 });
    const reason = card.find(".mr-record-unidentified");
    await t.expect(reason.innerText).contains("未能识别：识别失败");
    await t.expect(reason.find("button").withExactText("识别纠错").exists).ok();
    await t.expect(progressReads.count(() => true)).lte(1, "no polling of the progress");
    await t.expect(lists.count(() => true)).lte(4, "the list was read again on events only");
    await expectNoAxeViolations(t);
    await t.takeScreenshot({ path: "events/unidentified.png", fullPage: true });

    // 识别纠错 opens the correction dialog with the record's title.
    await t.click(reason.find("button").withExactText("识别纠错"));
    const dialog = Selector(".bp6-dialog").withText("重新识别");
    await t.expect(dialog.exists).ok();
    await t.pressKey("esc");
    await t.expect(dialog.exists).notOk();

    // 消息通知: the 未能识别 entry with the reason, linking to the record.
    await openAs(t, c.session, "/notify/list");
    const entry = Selector(".mr-notify-item").withText("未能识别：奥本海默");
    await t.expect(entry.exists).ok({ timeout: 15_000 });
    await t.expect(entry.innerText).contains("识别失败");
    await t.expect(Selector(".mr-notify-item").withText("下载完成：奥本海默").exists).ok();
    await t.expect(Selector(".mr-notify-item").withText("开始下载：奥本海默").exists).ok();
    await t.click(entry.find("a").withExactText("查看"));
    await t.expect(card.find(".mr-record-unidentified").exists).ok({ timeout: 15_000 });

    // 系统日志: one readable line.
    await openAs(t, c.session, "/setting/app-log");
    await t
      .expect(Selector(".mr-log-row").withText("未能识别：奥本海默（识别失败").exists)
      .ok({ timeout: 15_000 });
    await t.expect(Selector(".mr-log-row").withText("下载完成：奥本海默").exists).ok();

    // The subscription's episode (未能识别 before the test began): after a completion check its
    // detail counts no episode (已有 0 集 · 缺 5 集) and lists the record as 未能识别.
    await t.expect((await episodeRecord(c))?.sub_id).eql(c.subID, "sent by the subscription");
    await mustCall(c.session, "/api/task/run?name=subscribe_listing");
    await openAs(t, c.session, `/subscribe/detail?id=${c.subID}`);
    const episodes = Selector("main section[aria-labelledby='sub-episodes']");
    await t.expect(episodes.withText("全5集").exists).ok({ timeout: 15_000 });
    await t.expect(episodes.withText("已有 0 集").exists).ok();
    await t.expect(episodes.withText("缺 5 集").exists).ok();
    const row = Selector("main tr").withText(EPISODE);
    await t.expect(row.find("td").withExactText("未能识别").exists).ok();
    const facts = Selector("main section[aria-labelledby='sub-facts']");
    await t.expect(facts.find("dd").withText("订阅中").exists).ok();
  },
);
