// Issue 29 point 3: the library screen (/media/library) against the real binary
// and the Emby stand-in holding its small library plus 300 synthetic titles:
// 立即同步 lists the server into the index, the filters and the view live in
// the URL, and 繁花 opens with its missing episode (S01E04). Saving a Plex
// server then re-lists the library by itself (the scheduler's sync job):
// 繁花 is on both servers, 2160p at best, one episode without subtitles.
import { ClientFunction, Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { axeInBothThemes, mustCall, openSignedIn } from "./support/session";
import { EMBY_VERSION } from "./support/standins";

type Ctx = SignedIn & { go: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const search = ClientFunction(() => window.location.search);
// The grid is virtualized (only the rows near the viewport are in the DOM).
const cardsInDom = ClientFunction(
  () => document.querySelectorAll("ul.mr-library-grid button.mr-library-card").length,
);
// Scrolls to the page's end (the next page of 200 loads as it nears) and
// says whether the 304th title's card is in the DOM yet; retried by expect.
const lastCardAfterScroll = ClientFunction(() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  return document.querySelector('ul.mr-library-grid li[aria-posinset="304"] button') !== null;
});
const focusFirstCard = ClientFunction(() => {
  window.scrollTo(0, 0);
  document.querySelector<HTMLElement>("ul.mr-library-grid button.mr-library-card")?.focus();
});
const focusedCard = ClientFunction(
  () => document.activeElement?.closest("li")?.getAttribute("aria-posinset") ?? "",
);

fixture("全部影视 (/media/library)")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const go = await startGoStandins(
      `emby?${new URLSearchParams({ api_key: "lib-key", version: EMBY_VERSION, items: "300" })}`,
      "plex?token=lib-plex",
    );
    const signedIn = await startSignedIn({ password: "library-pass-1" });
    Object.assign(fc, { ...signedIn, go } satisfies Ctx);
    await mustCall(signedIn.session, "/api/setting/save_media_server", {
      type: "emby",
      name: "客厅",
      url: go.urls.emby,
      token: "lib-key",
      master_server: true,
      refresh_media_server: false,
    });
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).go));

test("立即同步 fills the library; filters and view in the URL; 繁花 lacks S01E04", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, c.session, "/media/library");
  await t.click(Selector("button").withText("立即同步"));
  await t.expect(Selector("body").withText("共 304 部").exists).ok({ timeout: 20_000 });
  const grid = Selector("ul.mr-library-grid");
  await t.expect(grid.find("button").withText("流浪地球2").exists).ok();
  await t.expect(cardsInDom()).lte(120);
  // Tab walks the cards one by one, rows coming in as focus moves down.
  await focusFirstCard();
  await t.pressKey(Array(30).fill("tab").join(" "));
  await t.expect(focusedCard()).eql("31");
  await t.expect(lastCardAfterScroll()).ok({ timeout: 20_000 });
  await t.expect(cardsInDom()).lte(120);

  await t.click(Selector("select").withAttribute("aria-label", "类型"));
  await t.click(
    Selector("select").withAttribute("aria-label", "类型").find("option").withText("剧集"),
  );
  await t.expect(search()).eql("?type=tv");
  await t.expect(Selector("body").withText("共 151 部").exists).ok({ timeout: 15_000 });
  await t.click(Selector('[role="radio"]').withExactText("表格"));
  await t.expect(search()).eql("?type=tv&view=table");
  const show = Selector("table button").withAttribute("aria-label", "查看 繁花 的详情");
  await t.expect(show.exists).ok({ timeout: 15_000 });
  await t.click(show);
  const dialog = Selector('[role="dialog"]');
  await t.expect(dialog.withText("第 1 季：E4").exists).ok({ timeout: 15_000 });
  await t.expect(dialog.withText("媒体服务器 客厅").exists).ok();
  await t.pressKey("esc");

  const ready = Selector("table.mr-library-table");
  await axeInBothThemes(t, ready, async (tt, theme) => {
    await tt.takeScreenshot({ path: `library/library-1280-table-${theme}.png` });
  });
  await t.resizeWindow(390, 844);
  await openSignedIn(t, c.session, "/media/library?type=tv");
  await axeInBothThemes(t, grid, async (tt, theme) => {
    await tt.takeScreenshot({ path: `library/library-390-${theme}.png`, fullPage: false });
  });
});

type Titles = { items: { name: string; servers: string[] }[] };

test("saving a Plex server re-lists the library; a series shows its best quality and missing subtitles", async (t) => {
  const c = ctx(t);
  await mustCall(c.session, "/api/setting/save_media_server", {
    type: "plex",
    name: "书房",
    url: c.go.urls.plex,
    token: "lib-plex",
    master_server: false,
    refresh_media_server: false,
  });
  // No 立即同步: the save kicked the scheduler's sync; wait for its run.
  const deadline = Date.now() + 30_000;
  const listed = async () => {
    const page = await mustCall<Titles>(c.session, "/api/library/titles?q=%E7%B9%81%E8%8A%B1");
    return page.items[0]?.servers.includes("书房") ?? false;
  };
  while (!(await listed())) {
    if (Date.now() > deadline) throw new Error("the Plex server was not listed after its save");
    await new Promise((r) => setTimeout(r, 250));
  }
  await openSignedIn(t, c.session, "/media/library?type=tv&missing_subs=1&view=table");
  const row = Selector("table.mr-library-table tr").withText("繁花");
  await t.expect(row.exists).ok({ timeout: 15_000 });
  await t.expect(row.textContent).contains("2160p");
  await t.expect(row.textContent).contains("缺字幕");
  await t.expect(row.textContent).contains("书房");
});
