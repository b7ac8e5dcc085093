// A signed-in page of the app and the frame times of scrolling it, for the
// screens the benchmark measures in the browser (the app log, Top 250).

/** A fresh 1280×900 browser context signed in with `token`, and its page. */
export async function signedInPage(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(token)})`);
  return { context, page: await context.newPage() };
}

/**
 * A page script that scrolls the box `findBox` (a function's source) returns
 * in about 300 steps, one per animation frame, from the top down or (`up`)
 * from the bottom up; it answers the frame times' median, 95th percentile,
 * longest, and how many took over 50 ms.
 */
export const scrollFrames = (findBox, { up = false } = {}) => `(async () => {
  const box = (${findBox})();
  const frames = [];
  let last = performance.now();
  const step = Math.max(1, Math.floor(box.scrollHeight / 300));
  const from = ${up} ? box.scrollHeight : 0;
  for (let top = from; ${up} ? top > 0 : top < box.scrollHeight; top += ${up} ? -step : step) {
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
