// Issue 14 (users): an administrator adds a family member with approval on
// and only the 电影 category through /user/index and /user/edit; the member
// signs in, cannot open the user list, and subscribes; the subscription waits
// (等待批准) until the administrator approves it from the bell. Metadata
// comes from the Go stand-ins for TMDB and Douban. axe in both themes.
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, stopAll } from "./support/fixture";
import type { GoStandins } from "./support/go-standins";
import { button, field, pathname, reload, storeTheme, storeToken } from "./support/page";
import { fetchToken } from "./support/server";
import { callApi, openSignedIn, type Session } from "./support/session";
import { startWithMetadataStandins } from "./support/setup";

const PASSWORD = "users-tests-pass-1";
const KID_PASSWORD = "kid-pass-1";
const TMDB_KEY = "tmdb-test-key";

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

/** The API as `token`'s holder calls it. */
const as = (t: TestController, token: string): Session => ({ url: ctx(t).server.url, token });

const table = Selector('table[aria-label="全部用户"]');
const bell = Selector("button").withAttribute("aria-label", /通知消息/);

fixture("Users: add a family member, approval of their subscriptions")
  .clientScripts(axeScript)
  .before(async (fctx) => {
    Object.assign(fctx, await startWithMetadataStandins({ password: PASSWORD, tmdbKey: TMDB_KEY }));
  })
  .after(async (fctx) => stopAll((fctx as Partial<Ctx>).standins, (fctx as Partial<Ctx>).server));

test("add a user, sign in as them, approve their subscription from the bell", async (t) => {
  const { url } = ctx(t).server;
  await openSignedIn(t, ctx(t).session, "/user/index");
  await t.expect(table.find("td").withExactText("admin").exists).ok();
  await expectNoAxeViolations(t);

  await t.click(Selector("a").withExactText("添加用户"));
  await t.expect(pathname()).eql("/user/edit");
  await t.typeText(field("用户名"), "kid").typeText(field("昵称"), "小明");
  await t.typeText(field("密码"), KID_PASSWORD);
  await t.click(Selector("button").withText("电影")); // the categories' chips button opens the list
  for (const other of ["剧集", "纪录片", "动漫", "音乐", "XX"]) {
    await t.click(Selector("label").withExactText(other));
  }
  await t.pressKey("esc");
  await t.click(Selector("label").withText("启用订阅审批"));
  await expectNoAxeViolations(t);
  await t.click(button("添加"));
  await t.expect(pathname()).eql("/user/index");
  await t.expect(table.find("td").withExactText("小明").exists).ok();

  const users = await callApi<
    { username: string; permission_category: string[]; approval_enable: boolean }[]
  >(ctx(t).session, "/api/user/get_user_list");
  const kid = users.data.find((u) => u.username === "kid");
  await t.expect(kid?.permission_category).eql(["Movie"]).expect(kid?.approval_enable).ok();

  // Light theme, the edit form.
  await storeTheme("LIGHT");
  await reload();
  await t.click(Selector("a").withAttribute("aria-label", "编辑小明"));
  await t.expect(field("昵称").value).eql("小明");
  await expectNoAxeViolations(t);
  await storeTheme("DEEP_DARK");

  // The member signs in: no user list for them; their subscription waits.
  const kidToken = await fetchToken(url, "kid", KID_PASSWORD);
  const denied = await callApi(as(t, kidToken), "/api/user/get_user_list");
  await t.expect(denied.message).eql("需要管理员权限");
  const sub = await callApi(as(t, kidToken), "/api/subscribe/sub_douban", { id: "1291546" });
  await t.expect(sub.message).contains("等待管理员批准");
  await t.navigateTo(`${url}/auth/404`);
  await storeToken(kidToken);
  await t.navigateTo(`${url}/user/index`);
  await t.expect(Selector("body").withText("需要管理员权限").exists).ok();
  // Her bell says where her subscription stands.
  await t.click(bell);
  await t
    .expect(Selector(".mr-unread-item").withText("订阅等待批准").withText("霸王别姬").exists)
    .ok();
  // So does 首页's 推荐: 等待批准 where + was, not a second request.
  await t.navigateTo(`${url}/home`);
  const feedItem = Selector(".mr-feed-item").withText("霸王别姬");
  await t.expect(feedItem.find(".mr-title-state").withExactText("等待批准").exists).ok();
  await t
    .expect(feedItem.find("button").withAttribute("aria-label", "订阅 霸王别姬").exists)
    .notOk();

  // The administrator approves from the bell.
  await storeToken(ctx(t).token);
  await t.navigateTo(`${url}/home`);
  await t.click(bell);
  await t.click(
    Selector(".mr-unread-item").withText("霸王别姬").find("button").withExactText("同意"),
  );
  await t.expect(Selector(".mr-unread-item").withText("已处理").exists).ok();
  const list = await callApi<{ cn_name: string; status: number }[]>(
    as(t, kidToken),
    "/api/subscribe/list?media_type=Movie",
  );
  await t.expect(list.data.map((s) => [s.cn_name, s.status])).eql([["霸王别姬", 0]]);
});
