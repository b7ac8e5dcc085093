// The app log viewer (/setting/app-log) on a 50,000-line log: how long until
// the last line shows, how many rows the DOM holds, and frame times while
// scrolling from the bottom to the top (one jump per animation frame).
import { appendFileSync } from "node:fs";
import { join } from "node:path";

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

const SCROLL = `(async () => {
  const box = document.querySelector(".mr-log-box");
  const frames = [];
  let last = performance.now();
  const step = Math.max(1, Math.floor(box.scrollHeight / 300));
  for (let top = box.scrollHeight; top > 0; top -= step) {
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
    rows: document.querySelectorAll(".mr-log-row").length,
  };
})()`;

/** Opens the viewer signed in and returns its figures. */
export async function appLogFigures(browser, app, token) {
  writeLog(app.dataDir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(token)})`);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${app.url}/setting/app-log?autoRefresh=false`);
  await page.locator(".mr-log-row", { hasText: "bench last line" }).waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const status = await page.locator(".mr-log-status").textContent();
  const scroll = await page.evaluate(SCROLL);
  await context.close();
  return { shownMs, status, ...scroll };
}
