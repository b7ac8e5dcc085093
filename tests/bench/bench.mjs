// `make bench`: prints the figures that the speed and size targets are read
// from. It is a benchmark, never a test: nothing here fails on a slow figure.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { appLogFigures } from "./app-log.mjs";
import { coldLoad, launch, routeChunks } from "./browser.mjs";
import { discoverFigures } from "./discover.mjs";
import { goBenchRows } from "./go-bench.mjs";
import { indexerFigures } from "./indexers.mjs";
import { MEDIA_SCREENS, mediaFigures, PROFILES } from "./media.mjs";
import { startNginx } from "./nginx.mjs";
import { parserFigures } from "./parser.mjs";
import { BINARY, createAdminToken, DIST, rssMiB, startBinary, stop } from "./procs.mjs";
import { scaleScenario } from "./scale.mjs";
import { wrk } from "./wrk.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "–");
const kB = (bytes) => f(bytes / 1000, 1);

function table(title, head, rows) {
  console.log(`\n## ${title}\n`);
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
}

// Every route path the app names, read from the one paths module.
function appRoutes() {
  const src = readFileSync(new URL("../../web/lib/paths.ts", import.meta.url), "utf8");
  const all = [...src.matchAll(/"(\/[A-Za-z0-9/_-]*)"/g)].map((m) => m[1]);
  return [...new Set(all.filter((p) => p === "/" || !p.endsWith("/")))].sort();
}

// The issue 17 comparison: sign-in, home and two media screens, cold.
const COLD_ROUTES = ["/auth/sign-in", "/", "/movie/search", "/subscribe/movie-index"];

async function frontEnd(browser, app, token) {
  const rows = [];
  let worstLazy = 0;
  for (const path of appRoutes()) {
    const r = await routeChunks(browser, app.url, path, path.startsWith("/auth") ? "" : token);
    worstLazy = Math.max(worstLazy, r.lazy);
    rows.push([
      path,
      kB(r.js),
      kB(r.css),
      kB(r.hintedJs),
      kB(r.hintedCss),
      kB(r.later),
      kB(r.lazy),
      r.lazyName.replace("/assets/", ""),
    ]);
  }
  table(
    "Front end per route (brotli kB)",
    [
      "route",
      "initial JS",
      "initial CSS",
      "preloaded JS",
      "preloaded CSS",
      "fetched later",
      "largest lazy",
      "chunk",
    ],
    rows,
  );
  console.log(`\nlargest lazy chunk of any route: ${kB(worstLazy)} kB (target ≤ 60)`);
  console.log("budgets (make build-check):");
  try {
    execFileSync("node", [new URL("../budget.mjs", import.meta.url).pathname], {
      stdio: "inherit",
    });
  } catch {
    console.log("(a budget is broken: see above)");
  }

  const cold = [];
  for (const path of COLD_ROUTES) {
    const password = path === "/auth/sign-in";
    for (const throttled of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await coldLoad(browser, `${app.url}${path}`, {
            token: password ? "" : token,
            throttled,
            password,
          }),
        );
      }
      const med = (k) => median(runs.map((r) => r[k]));
      cold.push([
        path,
        throttled ? "4× CPU, 150 ms, 1.6 Mbit/s" : "plain",
        f(med("requests"), 0),
        f(med("kB")),
        f(med("fcp"), 0),
        f(med("lcp"), 0),
        f(med("control"), 0),
        f(med("script"), 0),
        f(med("blocking"), 0),
      ]);
    }
  }
  table(
    `Cold visits in Chromium (median of ${RUNS})`,
    [
      "route",
      "profile",
      "requests",
      "kB transferred",
      "FCP ms",
      "LCP ms",
      "usable ms",
      "script ms",
      "blocking ms (to usable)",
    ],
    cold,
  );
  console.log(
    "\nusable: sign-in's password field is visible; elsewhere the screen's title (shell and screen chunks in).",
  );
  compareWithOriginal(cold);
}

// Issue 17's measurement of the original front end's sign-in (same profiles,
// this machine kind) and its goal: half the original's time to a usable form.
const ORIGINAL_SIGN_IN = { plain: 372, "4× CPU, 150 ms, 1.6 Mbit/s": 2580 };

function compareWithOriginal(cold) {
  const rows = cold
    .filter(([path]) => path === "/auth/sign-in")
    .map(([, profile, requests, kBytes, , , usable]) => {
      const original = ORIGINAL_SIGN_IN[profile];
      return [
        profile,
        requests,
        kBytes,
        usable,
        original,
        f(original / 2, 0),
        f(Number(usable) / original, 2),
      ];
    });
  table(
    "Sign-in against the original front end (its figures: 9–10 requests, 320–324 kB)",
    ["profile", "requests", "kB", "usable ms", "original ms", "goal ms (half)", "ours ÷ original"],
    rows,
  );
}

// Issue 31/32's comparison with the original front end on the seven media
// screens. MR_ORIGINAL_FRONTEND=<folder of the original's public build>
// (pofey's Movie Robot front end, `vite build`; never part of this
// repository) measures it now: nginx serves that folder with /api proxied to
// the binary under test, same stand-in data, visits interleaved with ours.
// Without it, the figures below are printed: RECORDED by that measurement
// (not derived), with the load on the machine when it ran.
const ORIGINAL_RECORDED = {
  when:
    "2026-11-27 17:11–17:21 UTC, this repository at 4f1a61c, the original at cfc5f08" +
    " (ruicky/movie-robot-frontend), median of 3 cold visits per cell interleaved with ours," +
    " 2 cores shared with other work (load average about 6)",
  // screen: [plain ms, throttled ms, requests, kB (plain visit)] of the original
  figures: {
    home: [1510, 7903, 109, 486],
    "Douban Top 250": [3409, 14096, 347, 662],
    "search results": [1423, 7751, 113, 706],
    "download records": [1352, 7984, 96, 819],
    "my subscriptions": [1184, 6398, 97, 484],
    "site dashboard": [1355, 9819, 90, 798],
    "settings hub": [1347, 9614, 93, 974],
  },
};

async function mediaTable(browser, app, token) {
  const root = process.env.MR_ORIGINAL_FRONTEND;
  const nginx = root ? await startNginx(app.url, { root }) : null;
  let rows;
  try {
    rows = await mediaFigures(browser, app, token, RUNS, nginx?.url);
  } finally {
    nginx?.child.kill("SIGTERM");
  }
  const out = [];
  const [plain, slow] = Object.keys(PROFILES);
  for (const r of rows) {
    for (const profile of Object.keys(PROFILES)) {
      const ours = r[profile];
      const rec = ORIGINAL_RECORDED.figures[r.name];
      const original = ours.original ?? {
        content: rec?.[profile === plain ? 0 : 1] ?? Number.NaN,
        requests: profile === plain ? rec?.[2] : Number.NaN,
        kB: profile === plain ? rec?.[3] : Number.NaN,
      };
      const ratio = ours.content / original.content;
      out.push([
        r.name,
        profile,
        f(ours.content, 0),
        f(original.content, 0),
        f(ratio, 2),
        ratio <= 0.5 ? "yes" : "NO",
        `${f(ours.requests, 0)} / ${f(original.requests, 0)}`,
        `${f(ours.kB, 0)} / ${f(original.kB, 0)}`,
      ]);
    }
  }
  table(
    `Media screens against the original front end (first meaningful content, median of ${RUNS})`,
    [
      "screen",
      "profile",
      "ours ms",
      "original ms",
      "ours ÷ original",
      "≤ 0.5",
      "requests ours / original",
      "kB ours / original",
    ],
    out,
  );
  console.log(
    `\nfirst meaningful content: ${MEDIA_SCREENS.map((s) => `${s.name} ${s.path}`).join(", ")} —` +
      " the first poster (home, Top 250) or the screen with no loading indicator left" +
      " (the original: the same read from its DOM, tests/bench/media.mjs)." +
      (root
        ? `\noriginal: measured now, ${root} served by nginx, /api proxied to this binary, visits interleaved with ours (load: ${loadAverage()}).`
        : `\noriginal ms: RECORDED, not measured in this run (${ORIGINAL_RECORDED.when}; slow profile: ${slow}).` +
          " Set MR_ORIGINAL_FRONTEND=<the original's built folder> to measure it side by side."),
  );
  // Every screen's, not Top 250's alone: a grid or feed that fills in after
  // its first content may block a tap on any of them.
  console.log(
    `\nlongest task after first content, the longest of ${RUNS} visits (goal: none over 50 ms):`,
  );
  for (const r of rows) {
    const cells = Object.keys(PROFILES).map((profile) => {
      const ms = r[profile].longestAfter;
      return `${profile} ${ms ? `${f(ms, 0)} ms` : "none over 50 ms"}`;
    });
    console.log(`  ${r.name}: ${cells.join("; ")}`);
  }
  return rows;
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

function serverRows(name, ours, theirs, opts = {}) {
  const a = wrk(ours, opts);
  const b = wrk(theirs, opts);
  return [
    name,
    f(a.rps, 0),
    f(b.rps, 0),
    f(a.rps / b.rps, 2),
    `${f(a.p50, 2)} / ${f(a.p99, 2)}`,
    `${f(b.p50, 2)} / ${f(b.p99, 2)}`,
  ];
}

// BENCH_ONLY=media: only issue 32's media screens (a quick check).
async function mediaOnly() {
  const app = await startBinary();
  const token = await createAdminToken(app.url);
  try {
    const browser = await launch();
    try {
      const rows = await mediaTable(browser, app, token);
      if (process.env.BENCH_JSON) console.log(JSON.stringify(rows));
    } finally {
      await browser.close();
    }
  } finally {
    await stop(app.child);
  }
}

async function main() {
  const upstream = await startBinary();
  const token = await createAdminToken(upstream.url);
  const app = await startBinary();
  const appToken = await createAdminToken(app.url); // each binary has its own secret
  const idleRss = rssMiB(app.child.pid);
  const proxy = await startBinary(["--upstream", upstream.url]);
  const nginx = await startNginx(upstream.url);
  try {
    const browser = await launch();
    try {
      await frontEnd(browser, app, appToken);
      const log = await appLogFigures(browser, app, appToken);
      table(
        "App log viewer, 50,000-line file (/setting/app-log)",
        ["figure", "value"],
        [
          ["open → last line shown", `${f(log.shownMs, 0)} ms`],
          ["rows in the DOM", f(log.rows, 0)],
          ["status line", log.status ?? ""],
          ["scroll frame time, median / p95", `${f(log.median)} / ${f(log.p95)} ms`],
        ],
      );
      await mediaTable(browser, app, appToken);
      const d = await discoverFigures(browser, app, appToken);
      table(
        "Discover (TMDB and Douban stand-ins)",
        ["figure", "value"],
        [
          ["Top 250 grid: cards", f(d.cards, 0)],
          [
            "Top 250 scroll frame time, median / p95 / max",
            `${f(d.scroll.median)} / ${f(d.scroll.p95)} / ${f(d.scroll.max)} ms`,
          ],
          ["Top 250 frames over 50 ms", f(d.scroll.long, 0)],
          [
            "/ first visit, caches empty: FCP / visible posters",
            `${f(d.cold.fcp, 0)} / ${f(d.cold.postersMs, 0)} ms`,
          ],
          [
            "/ with a warm image cache: FCP / visible posters",
            `${f(d.warm.fcp, 0)} / ${f(d.warm.postersMs, 0)} ms`,
          ],
        ],
      );
    } finally {
      await browser.close();
    }
    const index = readFileSync(`${DIST}/index.html`, "utf8");
    const asset = /src="\/?(assets\/[^"]+\.js)"/.exec(index)?.[1];
    const rows = [
      serverRows("index.html (br)", `${app.url}/`, `${nginx.url}/`, { encoding: "br" }),
      serverRows(`hashed asset (br)`, `${app.url}/${asset}`, `${nginx.url}/${asset}`, {
        encoding: "br",
      }),
      serverRows(`hashed asset (gzip)`, `${app.url}/${asset}`, `${nginx.url}/${asset}`, {
        encoding: "gzip",
      }),
      serverRows("deep-link fallback", `${app.url}/movie/search`, `${nginx.url}/movie/search`, {
        encoding: "gzip",
      }),
      serverRows(
        "/api/common/app via proxy",
        `${proxy.url}/api/common/app`,
        `${nginx.url}/api/common/app`,
        { token },
      ),
    ];
    table(
      "Server (wrk, 2 threads, 32 connections)",
      [
        "request",
        "this binary req/s",
        "nginx req/s",
        "ratio",
        "ours p50 / p99 ms",
        "nginx p50 / p99 ms",
      ],
      rows,
    );
    if (!nginx.brotli)
      console.log("\n(nginx has no brotli_static module here: its br rows serve gzip or identity)");
    table(
      "Binary",
      ["figure", "value", "target"],
      [
        ["binary size", `${f(statSync(BINARY).size / 1e6)} MB`, "≤ 30 MB"],
        ["idle RSS after start", `${f(idleRss)} MiB`, "≤ 30 MiB"],
        ["RSS after the load", `${f(rssMiB(app.child.pid))} MiB`, ""],
        ["start to first 200", `${f(app.firstOkMs, 0)} ms`, "≤ 100 ms"],
      ],
    );
  } finally {
    nginx.child.kill("SIGTERM");
    await Promise.all([stop(app.child), stop(proxy.child), stop(upstream.child)]);
  }
}

// The server packages' own benchmarks (issues 11 and 12), once the
// binaries above are stopped so they do not share the CPU with them.
function goFigures() {
  const { rows, errors } = goBenchRows(f);
  table(
    "Server packages (go test -bench)",
    ["figure", "benchmark", "runs", "ms per op", "per op", "per second", "target"],
    rows,
  );
  for (const e of errors) console.log(`\n(benchmark broke: ${e})`);
}

// Issue 31: the household-scale scenario; a figure over its budget fails
// the bench (BENCH_ONLY=scale runs only this).
async function scaleFigures() {
  const { rows, over } = await scaleScenario();
  table(
    "Household scale (1,000 subs, 50 sites, 100k records, 10k library titles, 20 users)",
    ["figure", "value", "budget", ""],
    rows,
  );
  if (over.length) {
    console.log(`\nover budget: ${over.join("; ")}`);
    process.exitCode = 1;
  }
}

if (process.env.BENCH_ONLY === "media") await mediaOnly();
else if (process.env.BENCH_ONLY === "scale") await scaleFigures();
else {
  await main();
  // Issue 24: Jackett's and Prowlarr's definitions through `indexers check`.
  table(
    "Cardigann definitions (movie-robot indexers check)",
    ["definitions", "opened", "no gap", "target"],
    indexerFigures(),
  );
  // Issue 25: the release-name parser against guessit's and Sonarr's suites.
  table(
    "Release-name parser (movie-robot release score)",
    ["suite", "all fields right", "per field", "target"],
    parserFigures(),
  );
  goFigures();
  await scaleFigures();
}
