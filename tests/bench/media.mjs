// Issue 32: the seven media screens, cold and throttled, against the original
// front end (measured side by side when MR_ORIGINAL_FRONTEND names its build);
// and each screen's longest task after its first content.
import { coldLoad } from "./browser.mjs";
import { withMetadataStandins } from "./discover.mjs";

// "First meaningful content": the screen's own data is on screen. Where the
// stand-ins give data, its first item; elsewhere the screen's frame with no
// loading indicator left in it (its lists, empty or not, have answered).
const settled = `() => {
  const page = document.querySelector(".mr-page");
  return page && page.querySelector("h1") &&
    !page.querySelector('[role=status], .bp6-spinner, .bp6-skeleton, [aria-busy=true]') ? page : null;
}`;
const first = (selector) => `() => document.querySelector(${JSON.stringify(selector)})`;

// The original front end (its public build, MUI): the same meaning read from
// its DOM, inside its layout's content column (styled-components names it
// Dashboard__AppContent; the sidebar outside it holds words like 媒体库).
// Its loading indicators are MUI's; a closed backdrop keeps its spinner in
// the DOM, hidden, so only a visible one counts.
const CONTENT = "[class*='Dashboard__AppContent']";
const originalSettled = (marker) => `() => {
  const root = document.querySelector(${JSON.stringify(CONTENT)});
  if (!root || !(${marker})(root)) return null;
  const busy = [...root.querySelectorAll(
    '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root, [role=progressbar]'
  )].some((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  return busy ? null : root;
}`;
const has = (...texts) =>
  `(root) => ${texts.map((t) => `root.textContent.includes(${JSON.stringify(t)})`).join(" && ")}`;
// A poster through the image proxy (the original shows no other image there).
const originalPoster = first(`${CONTENT} img[src*='/api/common/image']`);

export const MEDIA_SCREENS = [
  {
    name: "home",
    path: "/",
    // A title's poster, not the loading skeleton's box of the same class.
    content: first("a.mr-feed-poster img"),
    original: { path: "/", content: originalPoster },
  },
  {
    name: "Douban Top 250",
    path: "/recommend/doubanTop250",
    content: first("ul.mr-media-grid article"),
    original: { path: "/recommend/doubanTop250", content: originalPoster },
  },
  {
    name: "search results",
    path: "/movie/search?keyword=流浪地球",
    content: settled,
    // Its two answered sections: the media server's and Douban's.
    original: {
      path: "/movie/search?keyword=流浪地球",
      content: originalSettled(has("媒体库", "影片")),
    },
  },
  {
    name: "download records",
    path: "/download/record",
    content: settled,
    // The list's end button (没有更多了 / 加载更多) is under the answered list.
    original: {
      path: "/download/record",
      content: originalSettled(
        `(root) => root.textContent.includes("近期下载") && /没有更多了|加载更多/.test(root.textContent)`,
      ),
    },
  },
  {
    name: "my subscriptions",
    path: "/subscribe/movie-index",
    content: settled,
    original: {
      path: "/subscribe/movie-index",
      content: originalSettled(
        `(root) => root.textContent.includes("我订阅的电影") && (root.textContent.includes("暂无数据") || !!root.querySelector("img[src*='/api/common/image']"))`,
      ),
    },
  },
  {
    name: "site dashboard",
    path: "/site/dashboard",
    content: settled,
    original: {
      path: "/site/dashboard",
      content: originalSettled(
        `(root) => root.textContent.includes("站点数据") && /共有\\d+个站点/.test(root.textContent)`,
      ),
    },
  },
  {
    name: "settings hub",
    path: "/setting/index",
    content: settled,
    // Its health banner and the lists of servers and clients have answered.
    original: {
      path: "/setting/index",
      content: originalSettled(
        `(root) => !!root.querySelector(".MuiAlert-root") && root.textContent.includes("媒体服务器") && root.textContent.includes("下载工具")`,
      ),
    },
  },
];

// BENCH_SCREENS=<words>: only the screens whose name holds one of them
// (e.g. "download" re-measures download records alone after a change).
const only = (process.env.BENCH_SCREENS ?? "").split(",").filter(Boolean);
const chosen = () =>
  only.length ? MEDIA_SCREENS.filter((s) => only.some((w) => s.name.includes(w))) : MEDIA_SCREENS;

export const PROFILES = { plain: false, "4× CPU, 150 ms, 1.6 Mbit/s": true };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// A visit whose first meaningful content never showed is an error, never a
// figure (coldLoad gives NaN after its time-out).
async function visit(browser, base, screen, token, throttled, who) {
  const v = await coldLoad(browser, `${base}${screen.path}`, {
    token,
    throttled,
    content: screen.content,
  });
  if (!Number.isFinite(v.control))
    throw new Error(
      `${who} ${screen.path}${throttled ? " (throttled)" : ""}: its first meaningful content never appeared`,
    );
  return v;
}

const summary = (visits) => ({
  content: median(visits.map((v) => v.control)),
  requests: median(visits.map((v) => v.requests)),
  kB: median(visits.map((v) => v.kB)),
  longestAfter: Math.max(...visits.map((v) => v.longestAfter)),
});

/**
 * Per screen and profile, the median over `runs` cold visits of the first
 * meaningful content (ms), requests and kB, and the screen's longest task
 * after it (ms, the longest of the runs; 0 = no task over 50 ms). On a binary `app`
 * signed in with `token`, its metadata pointed at the TMDB and Douban
 * stand-ins. With `originalUrl` (the original front end served with /api
 * proxied to the same binary), each screen's visits alternate ours, the
 * original's, ours … so load on the machine falls on both alike; its figures
 * are under `original`.
 */
export function mediaFigures(browser, app, token, runs, originalUrl = "") {
  return withMetadataStandins(app, token, async () => {
    // One warm-up visit per screen: the binary's own caches (rankings,
    // images) are filled, as they are for a household's second visitor; on
    // the original too, which checks its selectors before any figure.
    for (const s of chosen()) {
      await visit(browser, app.url, s, token, false, "ours");
      if (originalUrl) await visit(browser, originalUrl, s.original, token, false, "original");
    }
    const rows = [];
    for (const s of chosen()) {
      const row = { name: s.name, path: s.path };
      for (const [profile, throttled] of Object.entries(PROFILES)) {
        const ours = [];
        const theirs = [];
        for (let i = 0; i < runs; i++) {
          ours.push(await visit(browser, app.url, s, token, throttled, "ours"));
          if (originalUrl)
            theirs.push(
              await visit(browser, originalUrl, s.original, token, throttled, "original"),
            );
        }
        row[profile] = summary(ours);
        if (originalUrl) row[profile].original = summary(theirs);
      }
      rows.push(row);
    }
    return rows;
  });
}
