// The discover screens (issue 10) against the TMDB and Douban stand-ins the
// browser tests use: frame times while scrolling the 250-poster Top 250 grid,
// and the first paint of / once the binary's image cache is warm.
import { spawnStandins } from "../e2e/support/standins-process.cjs";

export const KEY = "bench-tmdb-key";

export function startStandins() {
  return spawnStandins([`tmdb?key=${KEY}`, "douban"]);
}

export async function post(url, path, token, body) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
}

// Scrolls the grid's scrolling box from top to bottom, one step per frame.
const SCROLL = `(async () => {
  let box = document.querySelector(".mr-media-poster");
  while (box && box !== document.body && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
  if (!box || box === document.body) box = document.scrollingElement;
  const frames = [];
  let last = performance.now();
  const step = Math.max(1, Math.floor(box.scrollHeight / 300));
  for (let top = 0; top < box.scrollHeight; top += step) {
    box.scrollTop = top;
    await new Promise((r) => requestAnimationFrame(r));
    const now = performance.now();
    frames.push(now - last);
    last = now;
  }
  frames.sort((a, b) => a - b);
  return {
    median: frames[Math.floor(frames.length / 2)],
    p95: frames[Math.floor(frames.length * 0.95)],
    max: frames[frames.length - 1],
    long: frames.filter((f) => f > 50).length,
  };
})()`;

async function signedInPage(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(token)})`);
  return { context, page: await context.newPage() };
}

/** First paint of / in a fresh browser profile: FCP and every visible poster (and the banner) loaded. */
async function homeVisit(browser, app, token) {
  const { context, page } = await signedInPage(browser, token);
  const started = Date.now();
  await page.goto(`${app.url}/`, { waitUntil: "load" });
  await page.locator(".mr-feed-poster img").first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll(".mr-feed-poster img, .mr-daily-bg")]
        .filter((i) => i.getBoundingClientRect().top < innerHeight)
        .every((i) => i.complete),
    null,
    { timeout: 30_000 },
  );
  const postersMs = Date.now() - started;
  await page.waitForTimeout(300);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { fcp, postersMs };
}

/** Figures of the discover screens, on a binary `app` signed in with `token`. */
export async function discoverFigures(browser, app, token) {
  const standins = await startStandins();
  try {
    await post(app.url, "/api/setting/save_metadata_hosts", token, {
      tmdb_api_base: `${standins.urls.tmdb}/3`,
      tmdb_image_base: `${standins.urls.tmdb}/t/p`,
      douban_rexxar_base: `${standins.urls.douban}/rexxar/api/v2`,
      douban_frodo_base: `${standins.urls.douban}/api/v2`,
    });
    await post(app.url, "/api/setting/save_tmdb", token, { api_key: KEY });

    const { context, page } = await signedInPage(browser, token);
    await page.goto(`${app.url}/recommend/doubanTop250`);
    await page.waitForFunction(() => document.querySelectorAll("article").length >= 250, null, {
      timeout: 60_000,
    });
    const cards = await page.evaluate(() => document.querySelectorAll("article").length);
    const scroll = await page.evaluate(SCROLL);
    await context.close();

    const cold = await homeVisit(browser, app, token); // fills the image cache
    const warm = await homeVisit(browser, app, token);
    return { cards, scroll, cold, warm };
  } finally {
    standins.child.kill("SIGTERM");
  }
}
