// Issue 31's household-scale scenario (BENCH_ONLY=scale): the binary's own
// tables filled by server/cmd/scalegen to 20 users, 50 sites (each a
// loopback NexusPHP stand-in of bin/standins), 1,000 subscriptions,
// 100,000 download records and a media server of 10,000 titles (an Emby
// stand-in); then the real binary started on them and measured, its lists,
// a compressed day of its jobs (scale-day.mjs), then issue 29's screens and
// library (scale-screens.mjs) and 50 idle event streams (sse.mjs).
// 字幕自动下载 is on over a filed library whose titles bin/standins'
// 字幕库 answers for, and 流量自动管理 over the sites' free rows into a
// real qbittorrent-nox (the browser tests' starter, tests/e2e/support/qbittorrent.cjs), so both jobs of the day do real work.
// Each figure has a budget; over one, exit status 1.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { startQbittorrent } from "../e2e/support/qbittorrent.cjs";
import { spawnStandins } from "../e2e/support/standins-process.cjs";
import { timeApi } from "./api-time.mjs";
import { BINARY, createAdminToken, peakRssMiB, rssMiB, startBinary, stop } from "./procs.mjs";
import { simulatedDay } from "./scale-day.mjs";
import { screenFigures } from "./scale-screens.mjs";
import { SSE_CLIENTS, sseFigures } from "./sse.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
// 200 runs: p99 is the third-slowest, not the single slowest answer.
const RUNS = 200;

// The lists the screens call, with the parameters they send.
const LISTS = [
  "/api/download/record_list?start=0&filter_unknown=true",
  "/api/download/record_list?start=50000&filter_unknown=true",
  "/api/download/record_list?start=0&filter_unknown=false",
  "/api/download/record_dashboard",
  "/api/subscribe/list?media_type=Movie",
  "/api/subscribe/list?media_type=TV",
  // The my-subscriptions screen's pages (page/size, an addition): the first
  // with the default status filter, a late one, and one filtered by words.
  "/api/subscribe/list?media_type=Movie&page=1&size=60&status=0,3",
  "/api/subscribe/list?media_type=TV&page=8&size=60",
  "/api/subscribe/list?media_type=Movie&page=1&size=60&status=0,3&area=美国&cate=剧情",
  "/api/subscribe/get_sub_logs?sub_id=1&sub_type=Sub",
  "/api/user/get_user_list",
  "/api/site/get_sites",
  "/api/common/sites",
  "/api/user/get_all_sys_notify",
  "/api/common/get_log_files",
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const SITES = 50;

// The jobs with a CPU budget per run (the median of scale-day.mjs's samples).
const JOB_BUDGETS = {
  // Issue 31's: one listing read of 50 sites ≤ 1 s.
  subscribe_listing: { ms: 1000, what: "50 sites" },
  // A round at its most: the newest 300 filed videos looked at, 30 of them
  // searched on 字幕库 (5 requests each when found), 15 subtitles unpacked,
  // converted and placed. Measured 66–134 ms (median 75) on 2 cores at
  // load average 16–20; the listing job's samples vary 2× at that load,
  // so 300 ms holds the load and fails a round that costs 4× as much.
  subtitle_download: { ms: 300, what: "30 searches" },
  // A round with the 100 free rows already added: 50 sites' listings read
  // (kept rows), the 100 managed torrents looked up in qBittorrent.
  // Measured 111–174 ms (medians 118, 146, 174; the first round, adding
  // the 100, 700–1,250 ms, is not the median); 400 ms: the same 2× for
  // the load and room above it.
  traffic_management: { ms: 400, what: "50 sites, 100 torrents" },
  // Every 30 s. A run loads only the subscriptions due for their first
  // search (one indexed query; idle, it ends there: under 1 ms, against
  // 57 ms for decoding all 1,000 and asking each, in the Go test). Here
  // every run has 5 of the 1,000 new ones due, searched on 50 sites
  // (refused past their hourly budget) and looked up on the media server
  // one by one (a search each, not a listing of its 10,000 titles): 348 ms
  // before both changes, 39 ms after (quiet machine); 250 ms leaves room
  // for a loaded one and fails a run that lists the library again.
  subscribe_new: { ms: 250, what: "5 new subscriptions due" },
};

/** bin/standins with 50 NexusPHP sites of a full listing page each (two free rows: 流量管理's); their addresses in order. */
async function startSites() {
  const args = Array.from({ length: SITES }, (_, i) => `nexusphp?as=s${i}&rows=50&free=2`);
  args.push("emby?items=10000"); // the media server's 10,000 titles
  args.push("zimuku"); // 字幕库, with a subtitle for most of the library's titles
  const { child, urls } = await spawnStandins(args);
  return {
    child,
    urls: Array.from({ length: SITES }, (_, i) => urls[`s${i}`]),
    emby: urls.emby,
    zimuku: urls.zimuku,
  };
}

export async function scaleScenario() {
  const t0 = performance.now();
  const sites = await startSites();
  let qb;
  try {
    qb = await startQbittorrent();
    return await scenario(t0, sites, qb);
  } finally {
    await stop(sites.child); // also when a step failed: nothing is left running
    await qb?.stop();
  }
}

async function scenario(t0, sites, qb) {
  const fresh = await startBinary();
  await createAdminToken(fresh.url);
  await stop(fresh.child);
  const gen = join(fresh.dataDir, "scalegen");
  execFileSync("go", ["build", "-o", gen, "./server/cmd/scalegen"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const g0 = performance.now();
  execFileSync(
    gen,
    [
      ...["--data", fresh.dataDir, "--site-urls", sites.urls.join(",")],
      ...["--emby-url", sites.emby, "--qb-url", qb.url],
    ],
    {
      stdio: "inherit",
    },
  );
  const genMs = performance.now() - g0;

  // The loopback 字幕库 needs no 2 s between requests: a round's 30
  // searches take seconds, not minutes. No ffprobe or ffmpeg on its PATH:
  // their CPU is not the binary's, and 45 of them a round on 2 loaded
  // cores made a round last so long that the 30-s jobs ran beside most
  // samples (the engine then skips the embedded-stream and timing checks).
  const app = await startBinary(
    ["--subtitle-hosts", `zimuku=${sites.zimuku}`, "--subtitle-gap", "1ms"],
    fresh.dataDir,
    { ...process.env, PATH: "/nonexistent" },
  );
  await sleep(2000);
  const idle = rssMiB(app.child.pid);
  const token = await createAdminToken(app.url);
  const rows = [];
  const over = [];
  const check = (name, value, limit, unit, below = false) => {
    const ok = below ? value < limit : value <= limit;
    if (!ok) over.push(name);
    const budget = `${below ? "<" : "≤"} ${limit} ${unit}`;
    rows.push([name, `${value.toFixed(below ? 2 : 1)} ${unit}`, budget, ok ? "ok" : "OVER"]);
  };
  check("start-up (first 200)", app.firstOkMs, 1000, "ms");
  const lists = [];
  let screens = null;
  let sse = null;
  const day = await simulatedDay(app, token);
  // What the day asked of the media server and of one site (the stand-ins keep each request).
  const asked = async (base) => (await (await fetch(`${base}/__standin/requests`)).json()).length;
  const embyAsked = await asked(sites.emby);
  const siteAsked = await asked(sites.urls[0]);
  // The work of 字幕自动下载 and 流量自动管理: 字幕库's requests, the torrents managed.
  const zimukuAsked = await asked(sites.zimuku);
  const brush = await (
    await fetch(`${app.url}/api/traffic/list`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const managed = brush.data.torrents.filter((t) => t.state === "active").length;
  // The lists, screens and event streams after the day: its jobs have just
  // run, so none of the slow first runs (subscribe_new's first ones, 20 s
  // after start and every 30 s, search the 1,000 new subscriptions: up to
  // a second of CPU each; the others 1 to 4 minutes after start) falls into
  // these timings or the idle windows (a list's p99 read 184 ms beside
  // one). BENCH_SCALE_JOBS set: a job's own figures, none of these is timed.
  if (!process.env.BENCH_SCALE_JOBS) {
    for (const path of LISTS) lists.push({ path, ...(await timeApi(app, token, path, RUNS)) });
  }
  await sleep(1000);
  const steady = rssMiB(app.child.pid);
  // Where it goes: anonymous (the Go heap and SQLite's page caches) and
  // file-backed (the binary's own pages).
  const [anon, file] = [rssMiB(app.child.pid, "RssAnon"), rssMiB(app.child.pid, "RssFile")];
  if (!process.env.BENCH_SCALE_JOBS) {
    screens = await screenFigures(app, token, RUNS);
    lists.push(...screens.lists);
    sse = await sseFigures(app, token);
  }
  const peak = peakRssMiB(app.child.pid);
  await stop(app.child);

  rows.push(["RSS idle", `${idle.toFixed(1)} MB`, "", ""]);
  const split = `${anon.toFixed(1)} MB anonymous: Go heap, SQLite; ${file.toFixed(1)} MB the binary's pages`;
  check(`RSS steady (after the lists; ${split})`, steady, 100, "MB");
  rows.push(["RSS peak (the day, the lists, 50 event streams)", `${peak.toFixed(1)} MB`, "", ""]);
  const cpu = (ms) => `${ms.toFixed(2)} ms server CPU`;
  for (const { path, p50, p99, cpu: c } of lists)
    check(`${path} p99 (p50 ${p50.toFixed(1)}; ${cpu(c)} a request)`, p99, 50, "ms");
  if (screens) {
    for (const { path, first, firstCpu, p50, p99, cpu: c } of screens.summaries)
      rows.push([
        `${path}: first answer (${cpu(firstCpu)}); then p50 / p99 (${cpu(c)} a request)`,
        `${first.toFixed(1)}; ${p50.toFixed(1)} / ${p99.toFixed(1)} ms`,
        "",
        "",
      ]);
    rows.push([
      `library sync (${screens.titles} titles from the Emby stand-in)`,
      `${(screens.syncMs / 1000).toFixed(1)} s`,
      "",
      "",
    ]);
  }
  if (sse) {
    rows.push([
      "server CPU idle, no event stream open (30 s)",
      `${sse.cpuNone.toFixed(2)} %`,
      "",
      "",
    ]);
    check(`server CPU idle, ${SSE_CLIENTS} event streams open (30 s)`, sse.cpuOpen, 1, "%", true);
    check(
      `RSS per open event stream (${sse.rss0.toFixed(1)} → ${sse.rss1.toFixed(1)} MB; ${sse.bytesPerClient.toFixed(0)} bytes each in the window)`,
      sse.perClientMiB,
      1,
      "MB",
      true,
    );
  }
  for (const { job, perDay, runs, median, dayS, rss } of day) {
    const name = `job ${job}: CPU per run (runs ${runs.map((r) => r.toFixed(0)).join(", ")} ms; ${perDay} a day ≈ ${dayS.toFixed(1)} s; RSS after ${rss.toFixed(0)} MB)`;
    if (JOB_BUDGETS[job])
      check(`${name}, ${JOB_BUDGETS[job].what}, median`, median, JOB_BUDGETS[job].ms, "ms");
    else rows.push([`${name}, median`, `${median.toFixed(1)} ms`, "", ""]);
  }
  const daySum = day.reduce((a, d) => a + d.dayS, 0);
  rows.push([
    "requests to the media server / to one site / to 字幕库 in the runs; torrents 流量管理 manages",
    `${embyAsked} / ${siteAsked} / ${zimukuAsked}; ${managed}`,
    "",
    "",
  ]);
  rows.push(["simulated day: CPU of every job", `${daySum.toFixed(1)} s`, "", ""]);
  const db = join(fresh.dataDir, "movie-robot.db");
  const wal = `${db}-wal`;
  const mb = (f) => (existsSync(f) ? statSync(f).size / 2 ** 20 : 0);
  rows.push(["SQLite size (+ WAL)", `${mb(db).toFixed(1)} MB (+ ${mb(wal).toFixed(1)})`, "", ""]);
  rmSync(fresh.dataDir, { recursive: true, force: true }); // 65 MB a run, in /tmp
  check("binary size", mb(BINARY), 30, "MB");
  rows.push(["generation", `${(genMs / 1000).toFixed(1)} s`, "", ""]);
  // Issue 31: the scenario itself must stay under 10 minutes on 2 cores.
  check("whole scenario", (performance.now() - t0) / 1000, 600, "s", true);
  return { rows, over };
}
