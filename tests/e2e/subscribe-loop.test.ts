// Issue 13, the whole subscription loop against the real binary: the admin subscribes a
// movie from its page with a filter; the engine finds it on a NexusPHP stand-in, rejects the
// releases the filter excludes (their reasons in 全息日志), sends the best one to a real
// qbittorrent-nox, which completes it (its data is in place); the organiser files it, the Emby
// stand-in is asked to refresh, PushDeer hears 订阅完成 and the card says 已完成. A show's
// season whose episodes appear over two reads of the site's latest list completes when the
// last one is filed. Scheduler jobs are started with task/run instead of waiting for their turn.
import { join } from "node:path";
import { Selector } from "testcafe";
import { axeScript } from "./support/axe";
import {
  type DownloadWorld,
  downloadRecords,
  PATHS_BY_KIND,
  putTorrentData,
  startDownloadWorld,
  stopDownloadWorld,
} from "./support/download-world";
import { publishTorrents, pushDeerTexts } from "./support/go-standins";
import { fetchToken } from "./support/server";
import {
  axeInBothThemes,
  callApi,
  mustCall,
  openSignedIn,
  runJob,
  waitFor,
} from "./support/session";
import { saveEmbyStandin, savePushDeer } from "./support/setup";

const EMBY_KEY = "loop-emby-key";
const FILTER = "只要1080p";

type Ctx = DownloadWorld;
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

type Record = {
  torrent_name: string;
  sub_id?: number;
  download_status: number;
  link_path?: string;
};
type Sub = { id: number; cn_name: string; status: number; season_index?: number };

const records = (c: Ctx) => downloadRecords<Record>(c.session);
const subs = (c: Ctx, type: string) =>
  mustCall<Sub[]>(c.session, `/api/subscribe/list?media_type=${type}`);

/** Torrents the site publishes now (the stand-in lists them first). */
const publish = (c: Ctx, torrents: object[]) => publishTorrents(c.go.urls.nexusphp, torrents);

const main = Selector("main");
const card = (title: string) => Selector("article").withText(title);
const dialog = (title: string) => Selector("[role=dialog]").withText(title);

fixture("The subscription loop")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(
      c,
      await startDownloadWorld({
        paths: PATHS_BY_KIND,
        standins: [
          "douban",
          "pushdeer",
          `emby?api_key=${EMBY_KEY}&without=129`, // 千与千寻 must not be held before the loop files it
        ],
      }),
    );
    const s = c.session;
    await saveEmbyStandin(s, c.go.urls.emby, EMBY_KEY);
    await savePushDeer(s, c.go.urls.pushdeer, "loop-key", ["subscribe_completed"]);
    await mustCall(s, "/api/config/save_filter", {
      filter_name: FILTER,
      priority: "1",
      download_mode: 1,
      apply_media_type: ["Movie"],
      resolution: ["1080p"],
      edit_filter_name: null,
    });
  })
  .after((fc) => stopDownloadWorld(fc as Partial<Ctx>));

test("a movie: subscribed from its page, found, filtered, downloaded, filed, announced, 已完成", async (t) => {
  const c = ctx(t);
  // Besides the site's 1080p release, a 4K and a 720p one the filter must refuse.
  await publish(c, [
    {
      id: 301,
      cat: 401,
      name: "Spirited.Away.2001.2160p.UHD.BluRay.x265.10bit-CHD",
      subtitle: "千与千寻 4K | 宫崎骏",
      size: "48.00 GB",
      seeders: 90,
      douban: "1291561",
    },
    {
      id: 302,
      cat: 401,
      name: "Spirited.Away.2001.720p.WEB-DL.x264.AAC-PTer",
      subtitle: "千与千寻 | 宫崎骏 720p",
      size: "2.10 GB",
      seeders: 60,
      douban: "1291561",
    },
  ]);
  // The 1080p release's data is already where the client saves it: it completes at once.
  await putTorrentData(
    c,
    join(c.tree.root, "downloads/movie", "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv"),
  );

  await openSignedIn(t, c.session, "/media/detail?douban_id=1291561", "LIGHT");
  await t.click(main.find("button").withExactText("订阅"));
  const ask = dialog("确定要订阅");
  await t.click(ask.find("#subscribe-filter"));
  await t.click(ask.find("#subscribe-filter option").withExactText(FILTER));
  await t.click(ask.find("button").withExactText("确定"));
  await t.expect(ask.exists).notOk();

  const sent = await waitFor(
    "the engine's download",
    async () => (await records(c)).find((r) => (r.sub_id ?? 0) > 0),
    runJob(c.session, "subscribe_new"),
  );
  await t.expect(sent.torrent_name).eql("Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS");

  // Filed by the completion watcher (every 30 s), which tells the engine: 已完成 without
  // waiting for the next read of the site's list.
  const done = await waitFor("the subscription to complete", async () =>
    (await subs(c, "Movie")).find((x) => x.cn_name === "千与千寻" && x.status === 1),
  );
  await t.expect(done.status).eql(1);
  const refreshed = (await c.go.requests("emby")).some(
    (r) => r.method === "POST" && r.path === "/Library/Refresh",
  );
  await t.expect(refreshed).ok("the media server was asked to refresh");
  await t.expect(await pushDeerTexts(c.go)).contains("订阅完成：千与千寻");

  await openSignedIn(t, c.session, "/subscribe/movie-index?status=1", "LIGHT");
  const mine = card("千与千寻");
  await t.expect(mine.find("[role=img][aria-label='已完成']").exists).ok({ timeout: 15_000 });
  await t.hover(mine.find(".mr-media-poster"));
  await t.click(mine.find("button").withExactText("全息日志"));
  const log = Selector("[role=dialog]").withText("全息日志");
  // The newest run is the completion check; the run that chose is picked in 运行事件.
  await t.expect(log.withText("【完成检查】").exists).ok({ timeout: 15_000 });
  const runs = await mustCall<{ id: number }[]>(
    c.session,
    `/api/subscribe/get_sub_logs?sub_id=${done.id}&sub_type=Sub`,
  );
  let chose = 0;
  for (const run of runs) {
    const text = await mustCall<string>(
      c.session,
      `/api/subscribe/get_sub_log_text?log_id=${run.id}`,
    );
    if (text.includes("【新订阅搜索】")) chose = run.id;
  }
  await t.click(log.find("#sub-log-run"));
  await t.click(log.find(`#sub-log-run option[value="${chose}"]`));
  await t.expect(log.withText("分辨率 2160p 不符合要求（1080p）").exists).ok({ timeout: 15_000 });
  await t.expect(log.withText("分辨率 720p 不符合要求（1080p）").exists).ok();
  // Sites and the score rule by the names people know them by, not their ids.
  await t.expect(log.withText("站点 天空：").exists).ok();
  await t.expect(log.withText("✗ [天空] Spirited.Away.2001.2160p").exists).ok();
  await t
    .expect(log.find(".mr-log-line-rejected").withText("Spirited.Away.2001.2160p").exists)
    .ok("a rejected release's line is highlighted");
  await t.expect(log.withText("选种规则：压制优先").exists).ok();
  await t.expect(log.withText("hdsky").exists).notOk();
  await t.expect(log.withText("compress").exists).notOk();
  await t.takeScreenshot({ path: "subscribe-loop/movie-log.png", fullPage: true });
  await t.pressKey("esc");
  await axeInBothThemes(t, mine);

  // 详情: the download the engine sent, from the site 天空 (its code hdsky is not shown).
  await openSignedIn(t, c.session, `/subscribe/detail?id=${done.id}`, "LIGHT");
  const sentRow = main
    .find("section[aria-labelledby='sub-records'] tr")
    .withText("Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS");
  await t.expect(sentRow.find("td").withExactText("天空").exists).ok({ timeout: 15_000 });
  await t.expect(sentRow.find("td").withExactText("hdsky").exists).notOk();
});

test("a season whose episodes appear over two reads of the site's list", async (t) => {
  const c = ctx(t);
  const s = c.session;
  const first = "Breaking.Bad.S01E01-E04.2008.1080p.BluRay.x264-DEMAND";
  const second = "Breaking.Bad.S01E05-E07.2008.1080p.BluRay.x264-DEMAND";
  for (const name of [first, second])
    await putTorrentData(c, join(c.tree.root, "downloads/tv", `${name}.mkv`));
  await mustCall(s, "/api/subscribe/sub_douban", {
    id: "2995575",
    filter_name: "system:unUseFilter",
  });
  await publish(c, [
    { id: 401, cat: 402, name: first, size: "8.00 GB", seeders: 20, douban: "2995575" },
  ]);
  // The admin reads the sites' lists now, from 设置 › 后台任务.
  await openSignedIn(t, s, "/setting/index", "LIGHT");
  await t.click(Selector("button").withText("读取站点最新种子并匹配全部订阅").withText("立即运行"));
  await t
    .expect(Selector(".bp6-toast").withText("已开始运行：读取站点最新种子并匹配全部订阅").exists)
    .ok();
  const firstSent = await waitFor(
    "episodes 1-4",
    async () => (await records(c)).find((r) => r.torrent_name === first),
    runJob(c.session, "subscribe_listing"),
  );
  await t.expect(firstSent.sub_id ?? 0).gt(0);
  const season = (await subs(c, "TV")).find((x) => x.cn_name.startsWith("绝命毒师"));
  await t.expect(season?.status).eql(0, "still missing episodes 5-7");
  // Episodes count once filed (not while downloading): wait for the organiser.
  await waitFor("episodes 1-4 filed", async () =>
    (await records(c)).find((r) => r.torrent_name === first && !!r.link_path),
  );
  // The detail view shows what the library has: 4 of 7 filed, 3 missing.
  await openSignedIn(t, s, `/subscribe/detail?id=${season?.id}`, "LIGHT");
  const episodes = main.find("section[aria-labelledby='sub-episodes']");
  await t.expect(episodes.withText("全7集").exists).ok({ timeout: 15_000 });
  await t.expect(episodes.withText("已有 4 集").exists).ok();
  await t.expect(episodes.withText("缺 3 集").exists).ok();
  await t.takeScreenshot({ path: "subscribe-loop/season-detail.png", fullPage: true });

  await publish(c, [
    { id: 402, cat: 402, name: second, size: "6.00 GB", seeders: 20, douban: "2995575" },
  ]);
  await waitFor(
    "episodes 5-7",
    async () => (await records(c)).find((r) => r.torrent_name === second),
    runJob(c.session, "subscribe_listing"),
  );
  const done = await waitFor(
    "the season to complete",
    async () =>
      (await subs(c, "TV")).find((x) => x.cn_name.startsWith("绝命毒师") && x.status === 1),
    runJob(c.session, "subscribe_listing"),
  );
  await t.expect(done.status).eql(1);
  const both = (await records(c)).filter((r) => r.torrent_name.startsWith("Breaking.Bad"));
  await t.expect(both.map((r) => r.sub_id)).eql([done.id, done.id]);
});

test("a member's subscription waits for approval from the bell, then the loop runs", async (t) => {
  const c = ctx(t);
  await mustCall(c.session, "/api/user/register", {
    username: "kid",
    nickname: "小明",
    password: "kid-loop-pass-1",
    role: 2,
    permission_category: ["Movie"],
    approval_enable: true,
  });
  await publish(c, [
    {
      id: 501,
      cat: 401,
      name: "Farewell.My.Concubine.1993.1080p.BluRay.x264-CMCT",
      subtitle: "霸王别姬 | 张国荣 巩俐",
      size: "14.00 GB",
      seeders: 30,
      douban: "1291546",
    },
  ]);
  const kid = {
    url: c.server.url,
    token: await fetchToken(c.server.url, "kid", "kid-loop-pass-1"),
  };
  const asked = await callApi(kid, "/api/subscribe/sub_douban", {
    id: "1291546",
    filter_name: "system:unUseFilter",
  });
  await t.expect(asked.message).contains("等待管理员批准");
  // Waiting: the engine leaves it alone.
  await mustCall(c.session, "/api/task/run?name=subscribe_new");
  await new Promise((r) => setTimeout(r, 3000));
  await t.expect((await records(c)).some((r) => r.torrent_name.startsWith("Farewell"))).notOk();

  await openSignedIn(t, c.session, "/home", "LIGHT");
  await t.click(Selector("button").withAttribute("aria-label", /通知消息/));
  await t.click(
    Selector(".mr-unread-item").withText("霸王别姬").find("button").withExactText("同意"),
  );
  await t.expect(Selector(".mr-unread-item").withText("已处理").exists).ok();
  const sent = await waitFor(
    "the approved subscription's download",
    async () => (await records(c)).find((r) => r.torrent_name.startsWith("Farewell.My.Concubine")),
    runJob(c.session, "subscribe_new"),
  );
  await t.expect(sent.sub_id ?? 0).gt(0);
});
