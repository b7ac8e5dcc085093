// Issue 32: the seven media screens, cold and throttled, against the original
// front end's figures; and Top 250's longest task after its first content.
import { coldLoad } from "./browser.mjs";
import { KEY, post, startStandins } from "./discover.mjs";

// "First meaningful content": the screen's own data is on screen. Where the
// stand-ins give data, its first item; elsewhere the screen's frame with no
// loading indicator left in it (its lists, empty or not, have answered).
const settled = `() => {
  const page = document.querySelector(".mr-page");
  return page && page.querySelector("h1") &&
    !page.querySelector('[role=status], .bp6-spinner, .bp6-skeleton, [aria-busy=true]') ? page : null;
}`;
const first = (selector) => `() => document.querySelector(${JSON.stringify(selector)})`;

export const MEDIA_SCREENS = [
  { name: "home", path: "/", content: first(".mr-feed-poster") },
  {
    name: "Douban Top 250",
    path: "/recommend/doubanTop250",
    content: first("ul.mr-media-grid article"),
  },
  { name: "search results", path: "/movie/search?keyword=流浪地球", content: settled },
  { name: "download records", path: "/download/record", content: settled },
  { name: "my subscriptions", path: "/subscribe/movie-index", content: settled },
  { name: "site dashboard", path: "/site/dashboard", content: settled },
  { name: "settings hub", path: "/setting/index", content: settled },
];

export const PROFILES = { plain: false, "4× CPU, 150 ms, 1.6 Mbit/s": true };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Per screen and profile, the median over `runs` cold visits of the first
 * meaningful content (ms), and Top 250's longest task after it (ms, the
 * longest of the runs; 0 = no task over 50 ms). On a binary `app` signed in
 * with `token`, its metadata pointed at the TMDB and Douban stand-ins.
 */
export async function mediaFigures(browser, app, token, runs) {
  const standins = await startStandins();
  try {
    await post(app.url, "/api/setting/save_metadata_hosts", token, {
      tmdb_api_base: `${standins.urls.tmdb}/3`,
      tmdb_image_base: `${standins.urls.tmdb}/t/p`,
      douban_rexxar_base: `${standins.urls.douban}/rexxar/api/v2`,
      douban_frodo_base: `${standins.urls.douban}/api/v2`,
    });
    await post(app.url, "/api/setting/save_tmdb", token, { api_key: KEY });
    // One warm-up visit per screen: the binary's own caches (rankings,
    // images) are filled, as they are for a household's second visitor.
    for (const s of MEDIA_SCREENS)
      await coldLoad(browser, `${app.url}${s.path}`, { token, content: s.content });
    const rows = [];
    for (const s of MEDIA_SCREENS) {
      const row = { name: s.name, path: s.path };
      for (const [profile, throttled] of Object.entries(PROFILES)) {
        const visits = [];
        for (let i = 0; i < runs; i++)
          visits.push(
            await coldLoad(browser, `${app.url}${s.path}`, {
              token,
              throttled,
              content: s.content,
            }),
          );
        row[profile] = {
          content: median(visits.map((v) => v.control)),
          longestAfter: Math.max(...visits.map((v) => v.longestAfter)),
        };
      }
      rows.push(row);
    }
    return rows;
  } finally {
    standins.child.kill("SIGTERM");
  }
}
