// The discover screens (issue 10) against the TMDB and Douban stand-ins the
// browser tests use: frame times while scrolling the 250-poster Top 250 grid,
// and the first paint of / once the binary's image cache is warm.
import { spawnStandins } from "../e2e/support/standins-process.cjs";
import { scrollFrames, signedInPage } from "./page.mjs";

const KEY = "bench-tmdb-key";

/**
 * Runs `measure` on the binary `app` (signed in with `token`) with its
 * metadata hosts the TMDB and Douban stand-ins, which are stopped after.
 */
export async function withMetadataStandins(app, token, measure) {
  const standins = await spawnStandins([`tmdb?key=${KEY}`, "douban"]);
  try {
    await post(app.url, "/api/setting/save_metadata_hosts", token, {
      tmdb_api_base: `${standins.urls.tmdb}/3`,
      tmdb_image_base: `${standins.urls.tmdb}/t/p`,
      douban_rexxar_base: `${standins.urls.douban}/rexxar/api/v2`,
      douban_frodo_base: `${standins.urls.douban}/api/v2`,
    });
    await post(app.url, "/api/setting/save_tmdb", token, { api_key: KEY });
    return await measure();
  } finally {
    standins.child.kill("SIGTERM");
  }
}

async function post(url, path, token, body) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
}

// The grid's scrolling box (the poster's nearest ancestor that scrolls, else
// the document), scrolled from top to bottom.
const SCROLL = scrollFrames(`() => {
  let box = document.querySelector(".mr-media-poster");
  while (box && box !== document.body && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
  return !box || box === document.body ? document.scrollingElement : box;
}`);

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
export function discoverFigures(browser, app, token) {
  return withMetadataStandins(app, token, async () => {
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
  });
}
