// Issue 13, ranking subscriptions against the real binary and the Go
// stand-ins of TMDB and Douban: 订阅榜单 on /recommend/movie-ranking with a
// 最低分数; subscribing kicks the scheduled ranking job, which subscribes
// the ranking's titles rated at least that score — they appear on
// /subscribe/movie-index, the lower-rated ones do not. axe in Light and
// Deep_Dark (with the dialog open too); nothing scrolls sideways at 390 px.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, stopAll } from "./support/fixture";
import type { GoStandins } from "./support/go-standins";
import { field } from "./support/page";
import { axeInBothThemes, mustCall, openSignedIn as openAs } from "./support/session";
import { startWithMetadataStandins } from "./support/setup";

const PASSWORD = "ranking-sub-tests-pass-1";
const TMDB_KEY = "tmdb-e2e-key";
const RANKING = "movie_weekly_best";
const ROW = "一周高分电影";
const MIN_RATING = 9.4;

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const row = (title: string) => Selector("section.mr-media-slider").withText(title);
const dialog = Selector("[role=dialog]");
const card = (title: string) => Selector("ul.mr-media-grid > li article").withText(title);
const sideways = ClientFunction(() => {
  const page = document.scrollingElement as HTMLElement;
  return page.scrollWidth > page.clientWidth;
});

/** A GET as the admin; resolves to `data` of an accepted answer. */
const get = <T>(t: TestController, path: string) => mustCall<T>(ctx(t).session, path);

function openSignedIn(t: TestController, path: string, theme = "LIGHT"): Promise<void> {
  return openAs(t, ctx(t).session, path, theme);
}

fixture("Ranking subscriptions")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startWithMetadataStandins({ password: PASSWORD, tmdbKey: TMDB_KEY }));
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).standins));

test("subscribing a ranking with a 最低分数 subscribes its titles rated at least that", async (t) => {
  await openSignedIn(t, "/recommend/movie-ranking");
  const ranking = await get<{ cn_name: string; rating: number }[]>(
    t,
    `/api/movie/douban_rank_list?type=${RANKING}`,
  );
  const wanted = ranking.filter((c) => c.rating >= MIN_RATING).map((c) => c.cn_name);
  const below = ranking.filter((c) => c.rating < MIN_RATING).map((c) => c.cn_name);
  await t.expect(wanted.length).gt(0, "the stand-in's ranking has titles above the score");
  await t.expect(below.length).gt(0, "and titles below it");

  await t.click(row(ROW).find("button").withExactText("订阅榜单"));
  await t.expect(dialog.withText(`确定要订阅 ${ROW} 吗？`).exists).ok();
  await t.typeText(field("最低分数"), String(MIN_RATING), { replace: true });
  await t.takeScreenshot({ path: "ranking-sub/dialog-light.png" });
  await expectNoAxeViolations(t);
  await t.click(dialog.find("button").withExactText("确定"));
  await t.expect(dialog.exists).notOk();
  await t.expect(Selector(".bp6-toast").withText(`已订阅榜单${ROW}`).exists).ok();
  await t.expect(row(ROW).find("button").withExactText("取消订阅").exists).ok();

  // The subscription kicked the ranking job; the page does not poll, so
  // wait for the job through the API, then its titles are among 我订阅的电影.
  for (let i = 0; i < 120; i++) {
    const subs = await get<unknown[]>(t, "/api/subscribe/list?media_type=Movie");
    if (subs.length >= wanted.length) break;
    await t.wait(250);
  }
  await openSignedIn(t, "/subscribe/movie-index");
  for (const title of wanted) await t.expect(card(title).exists).ok(title);
  await t.expect(card(below[0] ?? "").exists).notOk();
  await t.expect(Selector("ul.mr-media-grid > li").count).eql(wanted.length);
  await t.takeScreenshot({ path: "ranking-sub/movie-index-light.png" });
  await axeInBothThemes(t, card(wanted[0] ?? ""));

  // 取消订阅 asks first; the subscriptions it made stay.
  await openSignedIn(t, "/recommend/movie-ranking", "DEEP_DARK");
  await t.click(row(ROW).find("button").withExactText("取消订阅"));
  const confirm = Selector("[role=alertdialog]").withText(`确认要取消订阅${ROW}吗？`);
  await t.expect(confirm.exists).ok();
  await expectNoAxeViolations(t);
  await t.click(confirm.find("button").withExactText("取消订阅"));
  await t.expect(row(ROW).find("button").withExactText("订阅榜单").exists).ok();
  const left = await get<unknown[]>(t, "/api/subscribe/list?media_type=Movie");
  await t.expect(left.length).eql(wanted.length);
});

test("at 390 px in Deep_Dark the dialog with its own filter fits the screen", async (t) => {
  await t.resizeWindow(390, 844);
  await openSignedIn(t, "/recommend/tv-ranking", "DEEP_DARK");
  await t.click(row("韩剧").find("button").withExactText("订阅榜单"));
  await t.expect(dialog.exists).ok();
  await t.click(field("过滤器"));
  await t.click(field("过滤器").find("option").withExactText("独立设置过滤器"));
  await t.expect(dialog.find("form[aria-label='韩剧的独立过滤器']").exists).ok();
  await t.expect(sideways()).notOk("the dialog scrolls sideways");
  await t.takeScreenshot({ path: "ranking-sub/dialog-deep-dark-390.png", fullPage: true });
  await expectNoAxeViolations(t);
  await t.click(dialog.find("button").withExactText("取消"));
  await t.expect(dialog.exists).notOk();
  await t.takeScreenshot({ path: "ranking-sub/tv-ranking-deep-dark-390.png" });
  await t.expect(sideways()).notOk("the page scrolls sideways");
});
