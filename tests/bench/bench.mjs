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

// Issue 32's comparison with the original front end on the seven media screens
// (the original's public build behind nginx, /api proxied to this binary,
// same data, 6 interleaved rounds, this machine kind). The issue gives
// ours ÷ original per screen for cold visits and only the range 0.29–0.44 for
// throttled ones, so the original's milliseconds here are derived: this
// bench's own figure for the build just before issue 32 (same screens, same
// stand-in data: BENCH_BINARY=<that build> BENCH_ONLY=media, median of 3),
// divided by the issue's ratio — for throttled visits by 0.44, the least
// favourable end of the range (the smallest original time, so the strictest
// goal).
const ISSUE_32_COLD_RATIO = {
  home: 0.62,
  "Douban Top 250": 0.53,
  "search results": 0.48,
  "download records": 0.45,
  "my subscriptions": 0.57,
  "site dashboard": 0.44,
  "settings hub": 0.51,
};
const ISSUE_32_THROTTLED_RATIO = 0.44;
/**
 * The build before issue 32 (main at 6ed3de4), first meaningful content (ms):
 * plain / throttled, measured on a machine shared with other work (expect
 * ±20 % between runs). Its Top 250 figures match the issue's own: throttled
 * 4.1 s (the issue: 4.25 s), a 226 ms task rendering the grid (the issue: 228 ms).
 */
const BEFORE_ISSUE_32 = {
  home: [568, 2370],
  "Douban Top 250": [797, 4129],
  "search results": [481, 3018],
  "download records": [538, 2601],
  "my subscriptions": [666, 2937],
  "site dashboard": [611, 3069],
  "settings hub": [541, 2377],
};
const ORIGINAL_MEDIA = Object.fromEntries(
  Object.entries(BEFORE_ISSUE_32).map(([name, [plain, throttled]]) => [
    name,
    {
      plain: plain / ISSUE_32_COLD_RATIO[name],
      "4× CPU, 150 ms, 1.6 Mbit/s": throttled / ISSUE_32_THROTTLED_RATIO,
    },
  ]),
);

async function mediaTable(browser, app, token) {
  const rows = await mediaFigures(browser, app, token, RUNS);
  const out = [];
  for (const r of rows) {
    for (const profile of Object.keys(PROFILES)) {
      const ours = r[profile].content;
      const original = ORIGINAL_MEDIA[r.name][profile];
      out.push([r.name, profile, f(ours, 0), f(original, 0), f(ours / original, 2)]);
    }
  }
  table(
    `Media screens against the original front end (first meaningful content, median of ${RUNS})`,
    ["screen", "profile", "ours ms", "original ms", "ours ÷ original (goal ≤ 0.5)"],
    out,
  );
  console.log(
    `\nfirst meaningful content: ${MEDIA_SCREENS.map((s) => `${s.name} ${s.path}`).join(", ")} —` +
      " the first poster (home, Top 250) or the screen with no loading indicator left." +
      "\noriginal ms: derived from issue 32's ratios (bench.mjs, ORIGINAL_MEDIA).",
  );
  const top = rows.find((r) => r.name === "Douban Top 250");
  for (const profile of Object.keys(PROFILES)) {
    const ms = top[profile].longestAfter;
    console.log(
      `Top 250, ${profile}: longest task after first content ${ms ? `${f(ms, 0)} ms` : "none over 50 ms"} (goal: none over 50 ms)`,
    );
  }
  return rows;
}

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
