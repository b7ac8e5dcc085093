// Issue 31 item 2: the search streamed with a deadline, against the real
// binary and loopback NexusPHP stand-ins. Three sites: 天空 answers at once,
// 家园 answers only after 30 s, 彩虹岛 refuses the connection (its stand-in
// is stopped once the site is saved). With the deadline (网页搜索超时) at
// 5 s, 天空's results are on the page while 家园 is still out, and the
// search ends at the deadline with 家园 marked 超时 — not after 30 s.
// A show's search reads 天空's further result pages while the search runs.
import { Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { axeInBothThemes, mustCall, openSignedIn } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "stream-tests-pass-1";
const COOKIE = "c_secure_uid=1; c_secure_pass=standin";
const DEADLINE_S = 5;

type Ctx = SignedIn & { fast: GoStandins; slow: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

function site(site_name: string, site_url: string) {
  return {
    site_name,
    site_url,
    auth_type: "cookies",
    cookie: COOKIE,
    user_agent: "",
    proxies: "",
    traffic_management_status: 0,
    upload_kpi: 1024,
    web_search: true,
    smart_download: false,
  };
}

fixture("Search streamed with a deadline")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    const s = { url: c.server.url, token: c.token };
    // 天空 also lists a 35-episode show, 10 rows a page: its first episodes
    // are on the fourth page; a page past the first takes a second, so the
    // page sees it read on.
    c.fast = await startGoStandins("nexusphp?episodes=35&per_page=10&later_slow=1000");
    c.slow = await startGoStandins("nexusphp?slow=30000");
    const refusing = await startGoStandins("nexusphp");
    await mustCall(s, "/api/site/save_site", site("hdsky", c.fast.urls.nexusphp));
    await mustCall(s, "/api/site/save_site", site("hdhome", c.slow.urls.nexusphp));
    await mustCall(s, "/api/site/save_site", site("chdbits", refusing.urls.nexusphp));
    await refusing.stop();
    const server = await mustCall<Record<string, unknown>>(s, "/api/setting/get_server_setting");
    await mustCall(s, "/api/setting/save_server_setting", {
      ...server,
      web_search_timeout: DEADLINE_S,
    });
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.fast, c.slow);
  });

const strip = Selector('ul[aria-label="各站点的搜索状态"]');
const siteState = (name: string) => strip.find("li").withText(name).find(".bp6-tag");
const cards = Selector(".mr-torrent-card");
const summary = Selector(".mr-search-summary");

test("the answering site's results show while the slow one is out; the deadline ends the search", async (t) => {
  const started = Date.now();
  await openSignedIn(
    t,
    { url: ctx(t).server.url, token: ctx(t).token },
    "/movie/search?keyword=matrix&searchSite=true&searchDouban=false&searchMediaServer=false",
  );
  // 天空's rows are listed while 家园 is still being searched.
  await t.expect(cards.count).gte(2, { timeout: 30_000 });
  await t.expect(siteState("天空").innerText).eql("完成");
  await t.expect(siteState("家园").innerText).eql("搜索中");
  await t.expect(summary.exists).notOk();
  await t.expect(siteState("彩虹岛").innerText).eql("失败", { timeout: 30_000 });
  // The deadline, not the 30 s site, ends the search.
  await t.expect(siteState("家园").innerText).eql("超时", { timeout: 20_000 });
  await t.expect(summary.innerText).match(/在1个站点搜索到\d+条结果.*（家园超时无结果）/);
  await t.expect(Date.now() - started).lt(25_000, "the search waited for the 30 s site");
  await t.expect(cards.count).gte(2);

  await axeInBothThemes(t, summary, async (t) => {
    await t.expect(siteState("家园").innerText).eql("超时", { timeout: 20_000 });
  });
});

test("a show's episode only on a later result page is listed", async (t) => {
  // Room for three slow pages whatever the machine's load.
  const s = { url: ctx(t).server.url, token: ctx(t).token };
  const server = await mustCall<Record<string, unknown>>(s, "/api/setting/get_server_setting");
  await mustCall(s, "/api/setting/save_server_setting", { ...server, web_search_timeout: 20 });
  await openSignedIn(
    t,
    s,
    "/movie/search?keyword=endless%20saga&searchSite=true&searchDouban=false&searchMediaServer=false&episode=1",
  );
  // 天空 is shown reading on (第2页… and later) with its rows so far …
  await t.expect(siteState("天空").innerText).match(/^第[234]页…$/, { timeout: 30_000 });
  await t.expect(strip.find("li").withText("天空").innerText).match(/\d+条/);
  // … episodes newest first, 10 a page: the first one is on 天空's page 4;
  await t
    .expect(cards.withText("Endless.Saga.S01E001").exists)
    .ok("the first episode (page 4) is not listed", { timeout: 30_000 });
  // … and 完成 with all 35 rows once its last page is in.
  await t.expect(siteState("天空").innerText).eql("完成", { timeout: 30_000 });
  await t.expect(strip.find("li").withText("天空").innerText).match(/35条/);
});
