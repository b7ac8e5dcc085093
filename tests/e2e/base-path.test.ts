// Issue 6: the whole app under a sub-path, set at run time (--base-path /mr).
import { Selector } from "testcafe";
import { button, field, pathname, reload } from "./support/page";
import { type RunningServer, startServer } from "./support/server";

const PASSWORD = "base-path-pass-1";
const server = (t: TestController) => t.fixtureCtx.server as RunningServer;

fixture("Under --base-path /mr")
  .before(async (ctx) => {
    ctx.server = await startServer(["--base-path", "/mr"]);
  })
  .after(async (ctx) => {
    await (ctx.server as RunningServer).stop();
  });

test("first run, sign-out, sign-in and deep links all stay under /mr", async (t) => {
  await t.navigateTo(`${server(t).url}/mr/`);
  await t.expect(pathname()).eql("/mr/setup/admin");
  await t
    .typeText(field("登陆密码"), PASSWORD)
    .typeText(field("确认密码"), PASSWORD)
    .click(button("创建进入下一步"));
  await t.expect(pathname()).eql("/mr/setup/web");
  await t.navigateTo(`${server(t).url}/mr/`);
  await t.expect(pathname()).eql("/mr/");
  await t.expect(Selector("body").withText("管理员").exists).ok();

  await reload();
  await t.expect(pathname()).eql("/mr/");
  await t.expect(Selector("body").withText("管理员").exists).ok();

  await t.navigateTo(`${server(t).url}/mr/no/such/page`);
  await t.expect(Selector("body").withText("找不到页面").exists).ok();
});

test("outside the prefix nothing is served", async (t) => {
  const res = await fetch(`${server(t).url}/auth/sign-in`);
  await t.expect(res.status).eql(404);
  await t.expect(res.headers.get("content-type") ?? "").notContains("text/html");
});
