// Issue 14 (notifications): /notify/list against the real binary — the first
// admin's welcome message is listed, viewing it clears the bell's badge, the
// bell leads to the list, and 清空所有消息 removes everything after a
// confirmation. axe in Deep_Dark and Light, and at 390 px.
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, pathname, reload, storeTheme } from "./support/page";
import { mustCall, openSignedIn } from "./support/session";

const PASSWORD = "notify-tests-pass-1";

const list = Selector('ul[aria-label="所有消息"]');
const bell = Selector("button").withAttribute("aria-label", /通知消息/);

const unreadCount = (t: TestController) =>
  mustCall<number>(fixtureSession(t), "/api/user/count_unread_sys_notify");

fixture("Notifications: /notify/list")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ password: PASSWORD }));
  })
  .after(async (fc) => stopAll((fc as Partial<SignedIn>).server));

test("the bell leads to every message; viewing marks them read; clearing asks first", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/home");
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
