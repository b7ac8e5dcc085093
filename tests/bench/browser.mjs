// Cold page loads in Debian's Chromium, driven by playwright-core over CDP.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { DIST } from "./procs.mjs";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

// The slow profile of the original front end's figures: 4× CPU, 150 ms RTT, 1.6 Mbit/s.
const SLOW_NET = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 0.75e6 / 8,
};

// Injected before any page script (over CDP, so the page's CSP does not
// apply): records when the page became usable (see FIRST_CONTROL),
// LCP, and every long task.
const probe = (control) => `(() => {
  const mr = (window.__mr = { control: null, lcp: 0, tasks: [] });
  const find = ${control};
  const check = () => {
    const el = find();
    if (mr.control === null && el && !el.disabled && el.getClientRects().length)
      mr.control = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) mr.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) mr.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * What "usable" waits for: sign-in's password field; on other screens their
 * title (the shell and the screen's own chunk are in, whatever the screen's
 * data, which may come from outside services the benchmark does not have).
 */
const FIRST_CONTROL = {
  password: `() => document.querySelector('input[type=password]')`,
  screen: `() => document.querySelector('.mr-page-title')`,
};

export const launch = () =>
  chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS });

async function openPage(browser, token, throttled, control = FIRST_CONTROL.password) {
  const context = await browser.newContext();
  if (token)
    await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(token)})`);
  await context.addInitScript(probe(control));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Performance.enable");
  if (throttled) {
    await cdp.send("Network.emulateNetworkConditions", SLOW_NET);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  const net = { requests: 0, bytes: 0, urls: [] };
  cdp.on("Network.requestWillBeSent", (e) => {
    net.requests++;
    net.urls.push(e.request.url);
  });
  cdp.on("Network.loadingFinished", (e) => {
    net.bytes += e.encodedDataLength;
  });
  return { context, page, cdp, net };
}

/**
 * One cold visit: requests and bytes until the network is idle; FCP, LCP and
 * when it became usable; script time (V8, whole visit) and blocking time
 * (sum of each long task's part over 50 ms, up to that moment).
 */
export async function coldLoad(
  browser,
  url,
  { token = "", throttled = false, password = false, content = "" },
) {
  const control = content || (password ? FIRST_CONTROL.password : FIRST_CONTROL.screen);
  const { context, page, cdp, net } = await openPage(browser, token, throttled, control);
  await page.goto(url, { waitUntil: "load" });
  await page
    .waitForFunction(() => window.__mr.control !== null, null, {
      timeout: throttled ? 60000 : 30000,
    })
    .catch(() => {});
  await page.waitForLoadState("networkidle");
  // LCP is reported a few frames after the last paint; slower under throttling.
  await page.waitForTimeout(throttled ? 1500 : 300);
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    lcp: window.__mr.lcp,
    control: window.__mr.control ?? Number.NaN,
    tasks: window.__mr.tasks,
  }));
  // A control is usable once it is painted too: a prerendered field is in
  // the DOM (laid out) a little before the first paint.
  m.control = Math.max(m.control, m.fcp);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const script = metrics.find((x) => x.name === "ScriptDuration")?.value ?? Number.NaN;
  await context.close();
  const blocking = m.tasks
    .filter(([start]) => !(start > m.control))
    .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  // The longest task begun after the first content (a big grid rendered at
  // once after its first screenful shows here).
  const longestAfter = m.tasks
    .filter(([start]) => start >= m.control)
    .reduce((max, [, d]) => Math.max(max, d), 0);
  return {
    requests: net.requests,
    kB: net.bytes / 1000,
    ...m,
    script: script * 1000,
    blocking,
    longestAfter,
  };
}

const brSize = (file) => {
  for (const f of [`${file}.br`, file]) {
    try {
      return statSync(f).size;
    } catch {
      // no twin for tiny files
    }
  }
  return 0;
};

const manifest = () => JSON.parse(readFileSync(join(DIST, ".manifest.json"), "utf8"));
const sum = (files, ext) =>
  files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + brSize(join(DIST, f)), 0);

/**
 * Per route, brotli bytes: the entry's JS and CSS, what the route's index.html
 * preloads (its lazy files, from the build's manifest), and what the visit
 * fetched beyond both (a second round trip; should be nothing), with the
 * largest lazy chunk of the route.
 */
export async function routeChunks(browser, baseUrl, path, token) {
  const m = manifest();
  const initial = [...m.entries.index.initial.js, ...m.entries.index.initial.css];
  const hinted = m.routes[path] ?? m.notFound;
  const { context, page, net } = await openPage(browser, token, false);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await context.close();
  const later = new Set();
  for (const u of net.urls) {
    const a = new URL(u).pathname;
    if (/^\/assets\/.*\.(js|css)$/.test(a) && !initial.includes(a) && !hinted.includes(a))
      later.add(a);
  }
  const lazy = [...hinted, ...later].filter((f) => f.endsWith(".js"));
  const largest = lazy.reduce(
    (best, f) => {
      const size = brSize(join(DIST, f));
      return size > best.size ? { size, name: f } : best;
    },
    { size: 0, name: "" },
  );
  return {
    js: sum(initial, ".js"),
    css: sum(initial, ".css"),
    hintedJs: sum(hinted, ".js"),
    hintedCss: sum(hinted, ".css"),
    later: sum([...later], ".js") + sum([...later], ".css"),
    lazy: largest.size,
    lazyName: largest.name,
  };
}
