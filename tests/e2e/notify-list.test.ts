// Issue 14 (notifications): /notify/list against the real binary — the first
// admin's welcome message is listed, viewing it clears the bell's badge, the
// bell leads to the list, and 清空所有消息 removes everything after a
// confirmation. axe in Deep_Dark and Light, and at 390 px.
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { button, pathname, reload, storeTheme, storeToken } from "./support/page";
import { createAdmin, fetchToken, type RunningServer, startServer } from "./support/server";

const ADMIN = "admin";
const PASSWORD = "notify-tests-pass-1";

type Ctx = { server: RunningServer; token: string };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const list = Selector('ul[aria-label="所有消息"]');
const bell = Selector("button").withAttribute("aria-label", /通知消息/);

async function unreadCount(t: TestController): Promise<number> {
  const res = await fetch(`${ctx(t).server.url}/api/user/count_unread_sys_notify`, {
    headers: { Authorization: `Bearer ${ctx(t).token}` },
  });
  return ((await res.json()) as { data: number }).data;
}

fixture("Notifications: /notify/list")
  .clientScripts(axeScript)
  .before(async (fctx) => {
    const server = await startServer();
    await createAdmin(server.url, ADMIN, PASSWORD);
    fctx.server = server;
    fctx.token = await fetchToken(server.url, ADMIN, PASSWORD);
  })
  .after(async (fctx) => {
    await (fctx.server as RunningServer).stop();
  });

test("the bell leads to every message; viewing marks them read; clearing asks first", async (t) => {
  const { url } = ctx(t).server;
  await t.navigateTo(`${url}/auth/404`);
  await storeToken(ctx(t).token);
  await t.navigateTo(`${url}/home`);
  await t.expect(await unreadCount(t)).eql(1, "the welcome message starts unread");

  await t.click(bell).click(button("查看所有消息"));
  await t.expect(pathname()).eql("/notify/list");
  await t.expect(list.find("li").withText("欢迎使用 Movie Robot").exists).ok();
  await t.expect(await unreadCount(t)).eql(0);
  await expectNoAxeViolations(t);
  await storeTheme("LIGHT");
  await reload();
  await t.expect(list.exists).ok();
  await expectNoAxeViolations(t);
  await t.resizeWindow(390, 800);
  await t.expect(list.visible).ok();
  await expectNoAxeViolations(t);
  await storeTheme("DEEP_DARK");
  await t.resizeWindow(1280, 900);

  await t.click(button("清空所有消息"));
  const dialog = Selector('[role="alertdialog"]').withText("操作提示");
  // axe only once the dialog has finished fading in (half-transparent text fails contrast).
  await t.expect(Selector(".bp6-dialog-container.bp6-overlay-enter-done").exists).ok();
  await expectNoAxeViolations(t);
  await t.click(dialog.find("button").withExactText("取消"));
  await t.expect(list.find("li").count).eql(1, "cancel keeps the messages");
  await t.click(button("清空所有消息")).click(dialog.find("button").withExactText("清空"));
  await t.expect(Selector("body").withText("没有任何消息").exists).ok();
  await reload();
  await t.expect(Selector("body").withText("没有任何消息").exists).ok("cleared on the server too");
});
