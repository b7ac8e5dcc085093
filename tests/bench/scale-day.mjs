// Issue 31's simulated day, compressed: each of the scheduler's jobs is
// run now (task/run) a few times on the household-scale data and its CPU
// per run measured; a day's CPU is that times the runs it makes in a day.
import { readdirSync, readFileSync } from "node:fs";
import { rssMiB } from "./procs.mjs";

// [job, runs a day (its period), samples]. Periods: server/cli/services.go
// and server/subengine/jobs.go.
const ALL_JOBS = [
  // Wakes each minute, a round every 下载数据统计周期 (10 min in the
  // scenario; a sample is 立即运行, which runs one whatever the period): 50
  // sites' listings read, their free rows into qBittorrent; the first
  // round adds the 100 free rows, the others find them added. First of
  // the day: the scheduler's own subscribe_new runs (every 30 s, 5
  // subscriptions searched on the 50 sites) spend the sites' 20 searches
  // an hour within minutes, after which a listing read is refused
  ["traffic_management", 144, 3],
  // 15 min: 50 sites' newest listing, matched to 1,000 subscriptions; five
  // samples, so the first (it fills the completion checks' fingerprints) is never the median
  ["subscribe_listing", 96, 5],
  ["site_refresh", 24, 2], // hourly: 50 sites' user data
  ["download_watch", 2880, 5], // 30 s: completion watch
  // 15 min: the newest 300 filed videos looked at, up to 30 of them
  // searched on 字幕库 (the scenario keeps 30 due in every sample, so this
  // is a round's most, not its usual)
  ["subtitle_download", 96, 3],
  ["subscribe_new", 2880, 5], // 30 s; its first runs search the new subscriptions
  ["health", 288, 3], // 5 min
  ["custom_subscriptions", 1440, 3], // 1 min
];
// BENCH_SCALE_JOBS=subscribe_listing,…: only these jobs (a change to one
// job measured without the day's other runs).
const only = process.env.BENCH_SCALE_JOBS?.split(",");
const JOBS = only ? ALL_JOBS.filter(([job]) => only.includes(job)) : ALL_JOBS;

/** CPU time of every thread of pid, in ms (schedstat: ns on CPU). */
export function cpuMs(pid) {
  let ns = 0;
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended
    }
  }
  return ns / 1e6;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function api(url, token, path) {
  const res = await fetch(url + path, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

const runsOf = (tasks) => Object.fromEntries(tasks.map((t) => [t.name, t.runs]));

/** One run of job with no other job running or run meanwhile: its CPU ms (null: disturbed). */
async function oneRun(app, token, job) {
  let tasks = await api(app.url, token, "/api/task/list");
  for (let i = 0; tasks.some((t) => t.running) && i < 3000; i++) {
    await sleep(20);
    tasks = await api(app.url, token, "/api/task/list");
  }
  const before = runsOf(tasks);
  const cpu0 = cpuMs(app.child.pid);
  await api(app.url, token, `/api/task/run?name=${job}`);
  for (let i = 0; i < 6000; i++) {
    await sleep(10);
    tasks = await api(app.url, token, "/api/task/list");
    const t = tasks.find((x) => x.name === job);
    if (t.runs > before[job] && !t.running) break;
  }
  const cpu = cpuMs(app.child.pid) - cpu0;
  const after = runsOf(tasks);
  const others = Object.keys(after).some((n) => n !== job && after[n] !== before[n]);
  if (after[job] !== before[job] + 1)
    throw new Error(`${job} did not run once (${before[job]} → ${after[job]})`);
  return others ? null : cpu;
}

/**
 * Each job's CPU per run and per day: the median of its samples, as a
 * job's first run on the data does one-off work (sessions with the sites,
 * the first log of each subscription); every sample is printed.
 */
export async function simulatedDay(app, token) {
  const out = [];
  for (const [job, perDay, samples] of JOBS) {
    const runs = [];
    for (let tries = 0; runs.length < samples && tries < samples + 5; tries++) {
      const ms = await oneRun(app, token, job);
      if (ms !== null) runs.push(ms);
    }
    const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    // The resident memory after the job's samples: which job's work grows it.
    const rss = rssMiB(app.child.pid);
    out.push({ job, perDay, runs, median, dayS: (median * perDay) / 1000, rss });
  }
  return out;
}
