// Issue 29 (points 1, 4 and 5 of the wanted/calendar part): 数据统计, the episode calendar with
// its iCal feed and the wanted list, against the real binary with stand-ins and a real
// qbittorrent-nox. The disk threshold is the binary's own --disk-warn-gb, set above any real
// disk here so every media folder is "low" without filling a disk. The TMDB stand-in puts
// 绝命毒师 on the air (episode 3 today, one a week), so the calendar has a next episode.
import { mkdirSync } from "node:fs";
import { Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import {
  type GoStandins,
  publishTorrents,
  relogSite,
  startGoStandins,
} from "./support/go-standins";
import { pathname } from "./support/page";
import { axeInBothThemes, mustCall, openSignedIn, waitFor } from "./support/session";
import { saveMetadataStandins, saveQbittorrent, saveStandinSite } from "./support/setup";
import { makeFolderTree, type Standin, startQbittorrent } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "dashboard-pass-1";
const COOKIE = "c_secure_uid=7; c_secure_pass=dash-e2e";
const TMDB_KEY = "dash-tmdb-key";
const SHOW = "2995575"; // 绝命毒师 第一季 (TMDB 1396)

type Ctx = SignedIn & {
  go: GoStandins;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
  subId: number;
};
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const main = Selector("main");
const TILES: Record<string, string> = {
  下载中: "clients",
  磁盘空间: "disks",
  站点状态: "sites",
  订阅: "subs",
  后台任务: "jobs",
};
/** A tile by its heading. */
const tile = (name: string) =>
  main.find(`[role=region][data-tile="${TILES[name]}"]`).withText(name);

/** Local YYYY-MM-DD `days` from today. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The feed's content lines: every physical line CRLF-ended and ≤ 75 octets, then unfolded. */
function parseICS(feed: string): string[] {
  if (!feed.endsWith("\r\n")) throw new Error("the feed does not end with CRLF");
  const out: string[] = [];
  for (const phys of feed.slice(0, -2).split("\r\n")) {
    if (/[\r\n]/.test(phys)) throw new Error(`a bare line break in ${JSON.stringify(phys)}`);
    if (Buffer.byteLength(phys) > 75)
      throw new Error(`a line of ${Buffer.byteLength(phys)} octets`);
    if (phys.startsWith(" ")) out[out.length - 1] += phys.slice(1);
    else out.push(phys);
  }
  return out;
}

fixture("数据统计, 剧集日历 and 缺失列表")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    c.go = await startGoStandins(
      `nexusphp?${new URLSearchParams({ cookie: COOKIE })}`,
      `tmdb?key=${TMDB_KEY}&airing=1396`,
      "douban",
    );
    Object.assign(
      c,
      await startSignedIn({
        admin: ADMIN,
        password: PASSWORD,
        args: ["--disk-warn-gb", "1000000000"],
      }),
    );
    c.qb = await startQbittorrent();
    c.tree = makeFolderTree();
    const s = c.session;
    const dl = `${c.tree.root}/downloads/tv`;
    mkdirSync(dl, { recursive: true });
    mkdirSync(`${c.tree.root}/library/tv`, { recursive: true });
    await saveQbittorrent(s, c.qb);
    await mustCall(s, "/api/config/save_media_path", [
      {
        download_path: dl,
        source_dir: dl,
        target_dir: `${c.tree.root}/library/tv`,
        type: "tv",
        file_process_mode: "link",
      },
    ]);
    await saveMetadataStandins(s, { tmdb: c.go.urls.tmdb, douban: c.go.urls.douban }, TMDB_KEY);
    await saveStandinSite(s, c.go.urls.nexusphp, COOKIE);
    await mustCall(s, "/api/subscribe/sub_douban", { id: SHOW, filter_name: "system:unUseFilter" });
    type Sub = { id: number; cn_name: string };
    const sub = (await mustCall<Sub[]>(s, "/api/subscribe/list?media_type=TV")).find((x) =>
      x.cn_name.startsWith("绝命毒师"),
    );
    if (!sub) throw new Error("no subscription");
    c.subId = sub.id;
    // The new subscription's own search runs first (nothing on the site yet).
    await waitFor(
      "the new subscription's search",
      async () => {
        const runs = await mustCall<unknown[]>(
          s,
          `/api/subscribe/get_sub_logs?sub_id=${sub.id}&sub_type=Sub`,
        );
        return runs.length > 0 ? true : undefined;
      },
      () => mustCall(s, "/api/task/run?name=subscribe_new"),
    );
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go, c.qb, c.tree);
  });

test("剧集日历 shows the show's next episode, and its iCal feed validates", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, c.session, "/subscribe/calendar", "LIGHT");
  const next = main
    .find("li")
    .withAttribute("class", /mr-agenda-day/)
    .withText(day(7));
  await t.expect(next.exists).ok({ timeout: 15_000 });
  await t.expect(next.withText("即将播出").exists).ok();
  const link = next.find("a").withExactText("绝命毒师 第一季 第4集");
  await t.expect(link.getAttribute("href")).eql(`/subscribe/detail?id=${c.subId}`);
  const today = main.find("li").withAttribute("data-today").withText(day(0));
  await t.expect(today.find("a").withExactText("绝命毒师 第一季 第3集").exists).ok();

  // The feed's address, as a calendar app gets it: no sign-in, only the token.
  const address = (await main.find("input[readonly]").value) ?? "";
  await t.expect(address).match(/\/api\/subscribe\/calendar\.ics\?token=[0-9a-f]{48}$/);
  const res = await fetch(address);
  await t.expect(res.headers.get("content-type")).contains("text/calendar");
  const lines = parseICS(await res.text());
  await t.expect(lines[0]).eql("BEGIN:VCALENDAR");
  await t.expect(lines[lines.length - 1]).eql("END:VCALENDAR");
  const event = lines
    .join("\n")
    .split("BEGIN:VEVENT")
    .find((e) => e.includes("SUMMARY:绝命毒师 第一季 第4集"));
  await t.expect(event).ok("the next episode is an event");
  await t.expect(event).contains(`DTSTART;VALUE=DATE:${day(7).split("-").join("")}`);

  // 重置地址: the old address stops working.
  await t.click(main.find("button").withExactText("重置地址"));
  await t.expect(main.find("input[readonly]").value).notEql(address, { timeout: 10_000 });
  await t.expect((await fetch(address)).status).eql(404);

  await t.takeScreenshot({ path: "dashboard/calendar-1280.png", fullPage: true });
  await t.resizeWindow(390, 844);
  await t.expect(next.visible).ok();
  await axeInBothThemes(t, next, async (tt, theme) => {
    await tt.takeScreenshot({ path: `dashboard/calendar-390-${theme}.png`, fullPage: true });
  });
  await t.resizeWindow(1280, 900);
  await axeInBothThemes(t, next);
});

test("缺失列表 lists the aired missing episodes and 立即搜索 sends them", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, c.session, "/subscribe/wanted", "LIGHT");
  const row = main.find("li").withText("绝命毒师 第一季");
  await t.expect(row.withText("第1季 缺第1, 2, 3集").exists).ok({ timeout: 15_000 });
  await t.takeScreenshot({ path: "dashboard/wanted-1280.png", fullPage: true });
  await t.resizeWindow(390, 844);
  await axeInBothThemes(t, row, async (tt, theme) => {
    await tt.takeScreenshot({ path: `dashboard/wanted-390-${theme}.png`, fullPage: true });
  });
  await t.resizeWindow(1280, 900);

  // The site publishes the aired episodes only now: the automatic search missed them.
  const name = "Breaking.Bad.S01E01-E03.2008.1080p.BluRay.x264-DEMAND";
  await publishTorrents(c.go.urls.nexusphp, [
    {
      id: 601,
      cat: 402,
      name,
      subtitle: "绝命毒师 第一季 第1-3集",
      size: "6.00 GB",
      seeders: 20,
      douban: SHOW,
    },
  ]);
  await t.click(row.find("button").withText("立即搜索"));
  // The run's 全息日志 is shown; the episodes it sent are no longer wanted.
  const outcome = main.find("[role=status]").withText("【立即搜索】");
  await t.expect(outcome.exists).ok({ timeout: 60_000 });
  await t.expect(outcome.innerText).contains("绝命毒师 第一季：");
  await t.expect(row.exists).notOk({ timeout: 15_000 });
  await t.takeScreenshot({ path: "dashboard/wanted-searched.png", fullPage: true });
  type Rec = { torrent_name: string; sub_id?: number };
  const recs = (
    await mustCall<{ result: Rec[] }>(
      c.session,
      "/api/download/record_list?start=0&filter_unknown=false",
    )
  ).result;
  await t
    .expect(recs.find((r) => r.torrent_name === name)?.sub_id)
    .eql(c.subId, "sent for the subscription");
});

test("数据统计: the client, a low disk, an expired cookie; every tile links to its screen", async (t) => {
  const c = ctx(t);
  const s = c.session;
  // The user signed in again in the browser: the site's saved cookie is dead.
  await relogSite(c.go.urls.nexusphp, "c_secure_uid=7; c_secure_pass=new");
  type Summary = { sites: { data: { kind: string }[] | null } };
  await waitFor(
    "the site's expired cookie",
    async () =>
      ((await mustCall<Summary>(s, "/api/movie/dashboard")).sites.data ?? []).some(
        (p) => p.kind === "cookie",
      ) || undefined,
    () => mustCall(s, "/api/task/run?name=site_refresh"),
  );

  await openSignedIn(t, s, "/movie/default", "LIGHT");
  const disks = tile("磁盘空间");
  await t.expect(disks.exists).ok({ timeout: 15_000 });
  await t.expect(disks.withText("可用空间低于 1000000000 GB 或 10% 时提示").exists).ok();
  await t
    .expect(disks.find("li").withText(`${c.tree.root}/downloads/tv`).withText("空间不足").exists)
    .ok();
  await t.expect(disks.find("a").getAttribute("href")).eql("/config/media-path");

  const sites = tile("站点状态");
  await t.expect(sites.find("li").withText("Cookie 已失效").exists).ok();
  await t.expect(sites.find("a").getAttribute("href")).eql("/site/dashboard");

  const clients = tile("下载中");
  await t.expect(clients.find("li").withText("qb").withText("可用空间").exists).ok();
  await t.expect(clients.find("a").getAttribute("href")).eql("/download/record");
  await t.expect(tile("后台任务").withText("下次").exists).ok();
  await t.expect(tile("订阅").find("dd").count).eql(3);

  await t.takeScreenshot({ path: "dashboard/dashboard-1280.png", fullPage: true });
  await axeInBothThemes(t, disks);
  await t.resizeWindow(390, 844);
  await axeInBothThemes(t, disks, async (tt, theme) => {
    await tt.takeScreenshot({ path: `dashboard/dashboard-390-${theme}.png`, fullPage: true });
  });
  await t.resizeWindow(1280, 900);

  // Clicking a tile's link opens the screen that acts on it.
  await openSignedIn(t, s, "/movie/default", "LIGHT");
  await t.click(tile("站点状态").find("a"));
  await t.expect(pathname()).eql("/site/dashboard");
});
