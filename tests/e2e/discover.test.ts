// Issue 10, the discover screens against the real binary pointed at the Go
// stand-ins of TMDB and Douban (server/internal/standin): the home feed pages
// in on scroll, every ranking page shows its rows, subscribing from a card
// shows 订阅中 on the card and on /subscribe/movie-index, the detail page
// shows the title; without a TMDB key the pages say what to set up. axe runs
// in Light and in Deep_Dark.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ClientFunction, Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import type { GoStandins } from "./support/go-standins";
import { pathname, reload } from "./support/page";
import { axeInBothThemes, openSignedIn as openAs } from "./support/session";
import { startWithMetadataStandins } from "./support/setup";

const PASSWORD = "discover-tests-pass-1";
const TMDB_KEY = "tmdb-e2e-key";

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const main = Selector("main");
const h1 = (text: string) => Selector("h1").withExactText(text);
const card = (title: string) => Selector("article").withText(title);
const toast = (text: string) => Selector(".bp6-toast").withText(text);
const feedItems = Selector("ul[aria-labelledby] > li.mr-feed-item");
const focusedButton = ClientFunction(() => {
  const el = document.activeElement;
  return el?.tagName === "BUTTON" ? (el.textContent ?? "") : `${el?.tagName}`;
});
const scrollToEnd = ClientFunction(() =>
  document.querySelector(".mr-load-more")?.scrollIntoView({ block: "end" }),
);

/** A fresh binary whose metadata hosts are the stand-ins; TMDB's key only when asked. */
async function startDiscover(fc: Record<string, unknown>, withKey: boolean): Promise<void> {
  const opts = { password: PASSWORD, tmdbKey: TMDB_KEY, saveKey: withKey };
  Object.assign(fc, await startWithMetadataStandins(opts));
}

const stopDiscover = (fc: Record<string, unknown>) =>
  stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).standins);

function openSignedIn(t: TestController, path: string): Promise<void> {
  return openAs(t, ctx(t).session, path, "LIGHT");
}

fixture("Discover with TMDB and Douban")
  .clientScripts(axeScript)
  .before(async (fc) => startDiscover(fc, true))
  .after(async (fc) => stopDiscover(fc));

test("home: the daily banner and the 推荐 feed, which pages in on scroll", async (t) => {
  await openSignedIn(t, "/");
  const banner = Selector("section[aria-label='今日推荐']");
  await t.expect(banner.withText("农历").exists).ok();
  await t.expect(banner.find(".bp6-tag").withText("豆瓣评分").exists).ok();
  await t.expect(feedItems.count).eql(20);
  await scrollToEnd();
  await t.expect(feedItems.count).gt(20);
  await t.click(banner.find("button").withText("订阅"));
  await t.expect(Selector("[role=dialog]").withText("确定要订阅").exists).ok();
  await t.pressKey("esc");
  // The dialog, mounted only while open, gives the focus back to what opened it.
  await t.expect(Selector("[role=dialog]").exists).notOk();
  await t.expect(focusedButton()).contains("订阅");
  await axeInBothThemes(t, feedItems.nth(0));
});

test("each ranking page shows its rows", async (t) => {
  const pages = [
    [
      "/recommend/movie-ranking",
      "电影排行",
      ["实时热门电影", "近期热门电影", "一周高分电影", "近期高分电影"],
    ],
    ["/recommend/tv-ranking", "剧集排行", ["国产剧", "欧美剧", "日剧", "韩剧", "动漫"]],
    [
      "/recommend/recent-popular-movie",
      "近期热门",
      ["科幻", "喜剧", "动画", "动作", "爱情", "悬疑"],
    ],
  ] as const;
  for (const [path, title, rows] of pages) {
    await openSignedIn(t, path);
    await t.expect(h1(title).exists).ok();
    for (const row of rows) {
      const list = Selector("section.mr-media-slider").withText(row).find("ul > li article");
      await t.expect(list.count).eql(20, `${path} ${row}`);
    }
    // Each ranking row offers 订阅榜单 (tests/e2e/ranking-sub.test.ts follows it through).
    await t.expect(Selector("button").withText("订阅榜单").exists).ok();
  }
  await openSignedIn(t, "/recommend/doubanTop250");
  await t.expect(Selector("ul.mr-media-grid > li").count).eql(250);
  await openSignedIn(t, "/recommend/userTvTrend");
  await t.expect(Selector("ul.mr-media-grid > li").count).gt(0);
  await axeInBothThemes(t, Selector("ul.mr-media-grid > li"));
});

test("subscribe from a card: the card and 我订阅的电影 show 订阅中", async (t) => {
  await openSignedIn(t, "/recommend/movie-ranking");
  const row = Selector("section.mr-media-slider").withText("实时热门电影");
  const first = row.find("article").nth(0);
  const title = (await first.find("a.mr-media-title").innerText).trim();
  await t.hover(first.find(".mr-media-poster"));
  await t.click(first.find("button").withExactText("订阅"));
  const dialog = Selector("[role=dialog]").withText("确定要订阅");
  await t.expect(dialog.exists).ok();
  await t.click(dialog.find("button").withExactText("确定"));
  await t.expect(toast("").exists).ok();
  await t.expect(first.find("[role=img][aria-label='订阅中']").exists).ok();
  await openSignedIn(t, "/subscribe/movie-index");
  const mine = card(title);
  await t.expect(mine.exists).ok();
  await t.expect(mine.find("[role=img][aria-label='订阅中']").exists).ok();
  await t.hover(mine.find(".mr-media-poster"));
  await t.expect(mine.find("button").withExactText("全息日志").exists).ok();
  // The status filter lives in the URL: 已完成 only hides it, and a reload keeps that view.
  await openSignedIn(t, "/subscribe/movie-index?status=1");
  await t.expect(main.withText("暂无数据").exists).ok();
  await reload();
  await t.expect(Selector("#sub-status").withText("已完成").exists).ok();
  await t.expect(mine.exists).notOk();
  await openSignedIn(t, "/subscribe/movie-index");
  await axeInBothThemes(t, Selector("ul.mr-media-grid > li"));
});

test("the detail page of a card", async (t) => {
  await openSignedIn(t, "/recommend/tv-ranking");
  const link = Selector("section.mr-media-slider")
    .withText("欧美剧")
    .find("a.mr-media-title")
    .nth(0);
  await t.click(link);
  await t.expect(pathname()).eql("/media/detail");
  await t.expect(main.find(".mr-detail-facts").exists).ok();
  await t.expect(main.withText("简介").exists).ok();
  await t.expect(main.find(".mr-detail-links a").withText("豆瓣").exists).ok();
  await t.expect(main.find("button").withExactText("订阅").exists).ok();
  await axeInBothThemes(t, main.find(".mr-detail-facts"));
});

fixture("Discover without a TMDB key")
  .clientScripts(axeScript)
  .before(async (fc) => startDiscover(fc, false))
  .after(async (fc) => stopDiscover(fc));

test("TMDB pages say what to set up and link to it", async (t) => {
  for (const path of ["/recommend/userMovieTrend", "/media/detail?tmdb_id=1399&media_type=TV"]) {
    await openSignedIn(t, path);
    const alert = main.find("[role=alert]");
    await t.expect(alert.withText("TMDB API Key").exists).ok(path);
    await t.expect(alert.find("a").withExactText("设置 TMDB").exists).ok(path);
  }
  await t.click(main.find("a").withExactText("设置 TMDB"));
  await t.expect(pathname()).eql("/setting/edit-tmdb");
  await openSignedIn(t, "/recommend/userMovieTrend");
  await axeInBothThemes(t, main.find("[role=alert]"));
});

// Issue 31: a household's subscriptions arrive page by page (60 a request) as
// the grid's end nears, and only the rows in view are in the page. 130 movie
// subscriptions are written into the binary's own SQLite file with Debian's
// sqlite3 (its triggers file their 区域 words), newest first on the screen.
const SUBS = 130;
const seedSubscriptions = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBS})
  INSERT INTO subscriptions(uid, media_type, cn_name, release_year, status, genres, area, filter_name, created_at, updated_at)
  SELECT 1, 'Movie', printf('分页订阅 %03d', i), 2020, 0, '剧情', CASE i % 2 WHEN 0 THEN '日本' ELSE '美国' END,
    'system:autoSelectFilter', '2026-11-27 10:00:00', '2026-11-27 10:00:00' FROM n;`;

const gridCards = Selector("ul.mr-media-grid > li[aria-posinset]");
const scrollPageToEnd = ClientFunction(() =>
  window.scrollTo(0, document.documentElement.scrollHeight),
);
const subTitle = (n: number) =>
  Selector("a.mr-media-title").withExactText(`分页订阅 ${String(n).padStart(3, "0")}(2020)`);

fixture("My subscriptions at household scale")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const { server } = Object.assign(fc, await startSignedIn({ password: PASSWORD }));
    // The tables exist once the binary is up; sqlite3 waits on its lock.
    execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(server.dataDir, "movie-robot.db")], {
      input: seedSubscriptions,
    });
  })
  .after(async (fc) => stopDiscover(fc));

test("pages in as it scrolls to the last subscription; a filter is answered by the server", async (t) => {
  const { session } = ctx(t);
  await openAs(t, session, "/subscribe/movie-index", "LIGHT");
  await t.expect(main.find("[role=status]").withText(`共 ${SUBS} 个`).exists).ok();
  await t.expect(subTitle(SUBS).exists).ok();
  // Each scroll to the end brings one more page, until all are known.
  for (let loaded = 60; loaded < SUBS; loaded += 60) {
    await t.expect(gridCards.nth(0).getAttribute("aria-setsize")).eql(String(loaded));
    await scrollPageToEnd();
    await t
      .expect(gridCards.nth(0).getAttribute("aria-setsize"))
      .eql(String(Math.min(loaded + 60, SUBS)), { timeout: 20000 });
  }
  await scrollPageToEnd();
  await t.expect(subTitle(1).exists).ok();
  // Only the rows near the viewport are in the page.
  await t.expect(gridCards.count).lt(SUBS / 2);
  await t.expect(subTitle(SUBS).exists).notOk();
  // 区域 日本: the server answers the even ones only.
  await openAs(t, session, "/subscribe/movie-index?area=日本", "LIGHT");
  await t.expect(main.find("[role=status]").withText(`共 ${SUBS / 2} 个`).exists).ok();
  await t.expect(subTitle(SUBS).exists).ok();
  await t.expect(subTitle(SUBS - 1).exists).notOk();
  // 名称 with 区域 日本: the server answers the even ones naming "01" (010 … 018),
  // and the keyword is in the address, so a reload keeps it.
  const keyword = Selector("input[type=search]#sub-keyword");
  await t.typeText(keyword, "01");
  await t.expect(main.find("[role=status]").withText("共 5 个").exists).ok({ timeout: 15000 });
  await t.expect(gridCards.count).eql(5);
  for (const n of [10, 12, 14, 16, 18]) await t.expect(subTitle(n).exists).ok();
  await t.expect(subTitle(11).exists).notOk();
  await t.expect(queryParam("keyword")).eql("01");
  await t.expect(queryParam("area")).eql("日本");
  await reload();
  await t.expect(keyword.value).eql("01");
  await t.expect(gridCards.count).eql(5);
  await axeInBothThemes(t, gridCards.nth(4));
  await t.selectText(keyword).pressKey("delete").typeText(keyword, "没有这部");
  await t.expect(main.withText("暂无数据").exists).ok({ timeout: 15000 });
  await t.expect(gridCards.exists).notOk();
});

const queryParam = ClientFunction((key: string) =>
  new URLSearchParams(window.location.search).get(key),
);
