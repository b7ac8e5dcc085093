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

// Injected before any page script (over CDP, so the page's CSP does not apply).
const PROBE = `(() => {
  const mr = (window.__mr = { pw: null, lcp: 0 });
  const check = () => {
    const el = document.querySelector('input[type=password]');
    if (mr.pw === null && el && el.getClientRects().length) mr.pw = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) mr.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

export const launch = () =>
  chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ARGS });

async function openPage(browser, token, throttled) {
  const context = await browser.newContext();
  if (token)
    await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(token)})`);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
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
  return { context, page, net };
}

/** One cold visit: requests, bytes on the wire, FCP, LCP and time to the password field. */
export async function coldLoad(
  browser,
  url,
  { token = "", throttled = false, waitPassword = false },
) {
  const { context, page, net } = await openPage(browser, token, throttled);
  await page.goto(url, { waitUntil: "load" });
  if (waitPassword)
    await page.waitForFunction(() => window.__mr.pw !== null, null, { timeout: 30000 });
  await page.waitForLoadState("networkidle");
  // LCP is reported a few frames after the last paint; slower under throttling.
  await page.waitForTimeout(throttled ? 1500 : 300);
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    lcp: window.__mr.lcp,
    pw: window.__mr.pw ?? Number.NaN,
  }));
  await context.close();
  return { requests: net.requests, kB: net.bytes / 1000, ...m };
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

/** Per route: brotli bytes of the initial JS and CSS, of what index.html preloads, and of the largest lazy chunk. */
export async function routeChunks(browser, baseUrl, path, token) {
  const index = readFileSync(join(DIST, "index.html"), "utf8");
  // Executed at start (script src, stylesheet) vs only fetched early (rel=preload).
  const preloaded = new Set(
    [...index.matchAll(/<link href="\/?(assets\/[^"]+)" rel="preload"/g)].map((m) => m[1]),
  );
  const initial = new Set(
    [...index.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)]
      .map((m) => m[1])
      .filter((a) => !preloaded.has(a)),
  );
  const { context, page, net } = await openPage(browser, token, false);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await context.close();
  const row = { js: 0, css: 0, preload: 0, lazy: 0, lazyName: "" };
  for (const a of preloaded) row.preload += brSize(join(DIST, a));
  for (const a of initial) {
    const size = brSize(join(DIST, a));
    if (a.endsWith(".js")) row.js += size;
    if (a.endsWith(".css")) row.css += size;
  }
  for (const u of net.urls) {
    const a = new URL(u).pathname.slice(1);
    if (!a.startsWith("assets/") || initial.has(a) || preloaded.has(a)) continue;
    if (!/\.(js|css)$/.test(a)) continue;
    const size = brSize(join(DIST, a));
    if (size > row.lazy) Object.assign(row, { lazy: size, lazyName: a });
  }
  return row;
}
