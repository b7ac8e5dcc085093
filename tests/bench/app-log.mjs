// The app log viewer (/setting/app-log) on a 50,000-line log: how long until
// the last line shows, how many rows the DOM holds, and frame times while
// scrolling from the bottom to the top (one jump per animation frame).
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { scrollFrames, signedInPage } from "./page.mjs";

const LINES = 50_000;
const LEVELS = ["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"];

function writeLog(dataDir) {
  const out = [];
  for (let i = 0; i < LINES; i++) {
    const level = LEVELS[i % LEVELS.length];
    out.push(
      `time=2026-11-21T10:00:00.000Z level=${level} msg="bench line ${i}" site=mteam size=${i * 37}`,
    );
  }
  out.push('time=2026-11-21T10:00:01.000Z level=INFO msg="bench last line"');
  appendFileSync(join(dataDir, "logs", "movie-robot.log"), `${out.join("\n")}\n`);
}

// The log's own scrolling box, scrolled from the last line up to the first.
const SCROLL = scrollFrames(`() => document.querySelector(".mr-log-box")`, { up: true });

/** Opens the viewer signed in and returns its figures. */
export async function appLogFigures(browser, app, token) {
  writeLog(app.dataDir);
  const { context, page } = await signedInPage(browser, token);
  const started = Date.now();
  await page.goto(`${app.url}/setting/app-log?autoRefresh=false`);
  await page.locator(".mr-log-row", { hasText: "bench last line" }).waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const status = await page.locator(".mr-log-status").textContent();
  const scroll = await page.evaluate(SCROLL);
  const rows = await page.locator(".mr-log-row").count();
  await context.close();
  return { shownMs, status, rows, ...scroll };
}
