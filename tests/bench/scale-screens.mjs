// Issue 29's screens on the household-scale data: what 数据统计
// (/movie/default) and the trends (/movie/analyze) ask the server
// (web/features/dashboard and analyze, api/), and the library's list and
// one title after a sync against the 10,000-title Emby stand-in.
import { timeApi } from "./api-time.mjs";

// Summaries, not lists: timed and printed, no budget. Fewer runs, as the
// trends read the 100,000 records.
const SCREENS = [
  "/api/movie/dashboard",
  "/api/movie/analyze?range=30d",
  "/api/movie/analyze?range=12w",
  "/api/movie/analyze?range=12m",
];
const SCREEN_RUNS = 50;

async function api(app, token, method, path) {
  const res = await fetch(app.url + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: method === "POST" ? "{}" : undefined,
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

/**
 * The screens' figures; then the library synced (its POST answers once
 * the media server is listed) and its lists (as the screen asks: pages of
 * 200, a filter, a search) and one title of each type timed — the lists
 * with runs and the list budget, the titles as the summaries.
 */
export async function screenFigures(app, token, runs) {
  const summaries = [];
  for (const path of SCREENS)
    summaries.push({ path, ...(await timeApi(app, token, path, SCREEN_RUNS)) });
  const s0 = performance.now();
  await api(app, token, "POST", "/api/library/sync");
  const syncMs = performance.now() - s0;
  const first = await api(app, token, "GET", "/api/library/titles?page=1&size=200");
  if (first.total < 10000) throw new Error(`library: ${first.total} titles after the sync`);
  const tv = first.items.find((t) => t.type === "TV");
  const movie = first.items.find((t) => t.type === "Movie");
  const word = first.items[0].name.slice(0, 2);
  const lastPage = Math.ceil(first.total / 200);
  const lists = [];
  for (const path of [
    "/api/library/titles?page=1&size=200",
    `/api/library/titles?page=${lastPage}&size=200`,
    "/api/library/titles?type=tv&missing_subs=1&page=1&size=200",
    `/api/library/titles?q=${encodeURIComponent(word)}&page=1&size=200`,
  ])
    lists.push({ path, ...(await timeApi(app, token, path, runs)) });
  for (const t of [movie, tv].filter(Boolean)) {
    const path = `/api/library/title?id=${t.id}`;
    summaries.push({ path, ...(await timeApi(app, token, path, SCREEN_RUNS)) });
  }
  return { summaries, lists, syncMs, titles: first.total };
}
