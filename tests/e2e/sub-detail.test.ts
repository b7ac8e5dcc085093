// Issue 13, the subscription detail view against the real binary pointed at
// the Go stand-ins of TMDB and Douban: subscribe to a movie from a ranking
// card with 独立设置过滤器, open 详情 from the card, see its status, its own
// filter and its run log (the §S10 dialog: the engine's run names the score
// rule 压制优先, not its id), change the filter (过滤 → re_version); axe in
// Light and Deep_Dark; at
// 390 px the page fits the screen.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, stopAll } from "./support/fixture";
import type { GoStandins } from "./support/go-standins";
import { pathname, reload, storeTheme } from "./support/page";
import { mustCall, openSignedIn as openAs } from "./support/session";
import { startWithMetadataStandins } from "./support/setup";

const PASSWORD = "sub-detail-tests-pass-1";
const TMDB_KEY = "tmdb-e2e-key";

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const main = Selector("main");
const toast = (text: string) => Selector(".bp6-toast").withText(text);
const sideways = ClientFunction(() => {
  const page = document.scrollingElement as HTMLElement;
  return page.scrollWidth > page.clientWidth;
});

function openSignedIn(t: TestController, path: string, theme = "LIGHT"): Promise<void> {
  return openAs(t, ctx(t).session, path, theme);
}

fixture("Subscription detail")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startWithMetadataStandins({ password: PASSWORD, tmdbKey: TMDB_KEY }));
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).standins));

test("subscribe with its own filter, then 详情 shows status, filter and logs", async (t) => {
  await openSignedIn(t, "/recommend/movie-ranking");
  const first = Selector("section.mr-media-slider").withText("实时热门电影").find("article").nth(0);
  const title = (await first.find("a.mr-media-title").innerText).trim();
  await t.hover(first.find(".mr-media-poster"));
  await t.click(first.find("button").withExactText("订阅"));
  const dialog = Selector("[role=dialog]").withText("确定要订阅");
  const filterSelect = dialog.find("#subscribe-filter");
  await t.click(filterSelect).click(filterSelect.find("option").withExactText("独立设置过滤器"));
  const own = dialog.find("form[aria-label='独立设置的过滤器']");
  await t.expect(own.exists).ok();
  await t.click(own.find("label").withText("必须有中文字幕"));
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "sub-detail/subscribe-own-filter.png" });
  await t.click(dialog.find("button").withExactText("确定"));
  await t.expect(toast("").exists).ok();
  await t.expect(first.find("[role=img][aria-label='订阅中']").exists).ok();

  // The engine's first search of it (started now rather than at the job's turn): its log is
  // the newest, and says which score rule ranks the releases.
  const s = ctx(t).session;
  const engineRan = async () => {
    const mine = (await mustCall<{ id: number }[]>(s, "/api/subscribe/list?media_type=Movie"))[0];
    if (!mine) return false;
    const runs = await mustCall<{ id: number }[]>(
      s,
      `/api/subscribe/get_sub_logs?sub_id=${mine.id}&sub_type=Sub`,
    );
    const newest = runs[0];
    return (
      newest !== undefined &&
      (await mustCall<string>(s, `/api/subscribe/get_sub_log_text?log_id=${newest.id}`)).includes(
        "【新订阅搜索】",
      )
    );
  };
  for (let i = 0; !(await engineRan()); i++) {
    if (i === 60) throw new Error("the engine did not search the new subscription");
    if (i % 5 === 0) await mustCall(s, "/api/task/run?name=subscribe_new");
    await new Promise((r) => setTimeout(r, 1000));
  }

  await t.hover(first.find(".mr-media-poster"));
  await t.expect(first.find("button").withExactText("过滤").exists).ok();
  await t.takeScreenshot({ path: "sub-detail/card-actions.png" });
  await t.click(first.find("a").withExactText("详情"));
  await t.expect(pathname()).eql("/subscribe/detail");
  const facts = main.find("section[aria-labelledby='sub-facts']");
  await t.expect(facts.find("dd").withText("订阅中").exists).ok();
  await t.expect(facts.withText("独立设置的过滤器").exists).ok();
  await t.expect(facts.find(".bp6-tag").withExactText("必须有中文字幕").exists).ok();
  const logs = main.find("section[aria-labelledby='sub-logs'] button");
  await t.expect(logs.count).gte(1);
  await t.click(logs.nth(0));
  // The engine's first search of this subscription: the score rule by its name.
  const logDialog = Selector("[role=dialog]").withText("的订阅全息日志");
  await t.expect(logDialog.withText(`《${title.replace(/\(\d{4}\)$/, "")}》`).exists).ok();
  await t.expect(logDialog.withText("【新订阅搜索】").exists).ok();
  await t.expect(logDialog.withText("选种规则：压制优先").exists).ok();
  await t.expect(logDialog.withText("compress").exists).notOk();
  await expectNoAxeViolations(t);
  await t.pressKey("esc");
  await t.expect(logDialog.exists).notOk();

  // 过滤: the subscription's own filter in the FilterForm, saved with re_version.
  await t.click(facts.find("button").withText("过滤"));
  const filterDialog = Selector("[role=dialog]").withText("过滤器设置");
  const form = filterDialog.find("form[aria-label='过滤器']");
  await t.expect(form.find("label").withText("必须有中文字幕").find("input").checked).ok();
  await t.click(form.find("label").withText("必须是特效字幕"));
  await expectNoAxeViolations(t);
  await t.click(filterDialog.find("button").withExactText("确定"));
  await t.expect(filterDialog.exists).notOk();
  await t.expect(facts.find(".bp6-tag").withExactText("必须是特效字幕").exists).ok();
  await t.expect(facts.find("dd").withText("订阅中").exists).ok();

  // axe and a look in both themes.
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "sub-detail/light.png", fullPage: true });
  await storeTheme("DEEP_DARK");
  await reload();
  await t.expect(Selector("body").withAttribute("data-theme", "deep-dark").exists).ok();
  await t.expect(facts.exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "sub-detail/deep-dark.png", fullPage: true });

  await t.resizeWindow(390, 844);
  await reload();
  await t.expect(facts.exists).ok();
  await t.expect(sideways()).notOk("the detail view scrolls sideways at 390 px");
  await t.takeScreenshot({ path: "sub-detail/390.png", fullPage: true });
});
