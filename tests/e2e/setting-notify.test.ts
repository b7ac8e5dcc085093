// Issue 5, notify part: /setting/edit-notify really sends through a loopback
// stand-in of Bark and Telegram, /setting/edit-notify-template changes what
// is sent, and the search dialog's templates are created and deleted (real
// binary, Chromium).
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import {
  type GoStandins,
  type Recorded,
  requestsAfter,
  startGoStandins,
} from "./support/go-standins";
import { button, field, focusedLabel, pathname, reload, storeTheme } from "./support/page";
import { openSignedIn } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "notify-tests-pass-1";
const TEST_TITLE = "Movie Robot 测试消息";

const BARK_KEYS = "device-key-1,device-key-2";
const TG_TOKEN = "123456:secret";

type Ctx = SignedIn & { go: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const toast = (text: string) => Selector(".bp6-toast").withText(text);
const heading = (text: string) => Selector("h1").withExactText(text);
/** A dialog that has finished fading in (axe measures colours). */
const dialogShown = Selector(".bp6-dialog-container.bp6-overlay-enter-done");

/** `path` opened signed in as ADMIN, once `ready` shows. */
async function open(t: TestController, path: string, ready: Selector): Promise<void> {
  await openSignedIn(t, ctx(t).session, path);
  await t.expect(ready.exists).ok();
}

/** How many requests the stand-in `name` (bark or telegram) has received so far. */
async function count(t: TestController, name: string): Promise<number> {
  return (await ctx(t).go.requests(name)).length;
}

/** A request's JSON body and content type. */
function sent(r: Recorded | undefined) {
  return {
    ...r,
    contentType: r?.header["Content-Type"]?.[0] ?? "",
    body: JSON.parse(r?.body ?? "null"),
  };
}

async function sendTest(t: TestController): Promise<void> {
  await t.click(button("推送一条消息测试"));
}

fixture("Notification channels, templates and search templates")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fc.go = await startGoStandins(
      `bark?${new URLSearchParams({ keys: BARK_KEYS })}`,
      `telegram?${new URLSearchParams({ token: TG_TOKEN, chat_id: "42" })}`,
    );
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).go));

test("Bark: a test really arrives, a refusal says why, save lists it on the hub", async (t) => {
  const standin = ctx(t).go.urls.bark;
  await open(t, "/setting/edit-notify?type=bark", heading("设置Bark"));
  await t.expect(field("通道别名").value).eql("Bark");
  await t.expect(field("服务器地址").value).eql("https://api.day.app");
  await expectNoAxeViolations(t);

  // The API base URL is an ordinary field: point it at the stand-in.
  await t
    .typeText(field("服务器地址"), `${standin}/ok`, { replace: true })
    .typeText(field("设备Key"), "device-key-1")
    .typeText(field("通道别名"), "我的iPhone", { replace: true });
  let from = await count(t, "bark");
  await sendTest(t);
  await t.expect(toast("测试消息已发送，请查收").exists).ok();
  const [push] = (await requestsAfter(ctx(t).go, "bark", from)).map(sent);
  await t.expect(push?.method).eql("POST");
  await t.expect(push?.path).eql("/ok/push");
  await t.expect(push?.contentType).contains("application/json");
  await t.expect(push?.body).eql({
    device_key: "device-key-1",
    title: TEST_TITLE,
    body: "如果你收到了这条消息，说明推送通道“我的iPhone”设置正确。",
    group: "MovieRobot",
  });

  // The service refuses a device it does not know: its reason shows in the toast and above the buttons.
  await t.typeText(field("设备Key"), "device-key-9", { replace: true });
  from = await count(t, "bark");
  await sendTest(t);
  const reason = "发送失败：Bark返回错误：failed to get device token";
  await t.expect(toast(reason).exists).ok();
  await t.expect(Selector('[role="alert"].bp6-callout').withText(reason).exists).ok();
  await requestsAfter(ctx(t).go, "bark", from);
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-notify/edit-notify-bark.png", fullPage: true });

  await t.typeText(field("设备Key"), "device-key-1", { replace: true }).click(button("保存设置"));
  await t.expect(pathname()).eql("/setting/index");
  await t.expect(Selector("main").withText("我的iPhone").exists).ok();

  // Saved: it opens again with its values, and 删除 is offered.
  await open(
    t,
    `/setting/edit-notify?type=bark&name=${encodeURIComponent("我的iPhone")}`,
    heading("设置Bark"),
  );
  await t.expect(field("服务器地址").value).eql(`${standin}/ok`);
  await t.expect(field("设备Key").value).eql("device-key-1");
  await t.expect(button("删除").exists).ok();
});

test("Telegram: the Bot API request, its refusal, and delete after confirming", async (t) => {
  const standin = ctx(t).go.urls.telegram;
  await open(t, "/setting/edit-notify?type=telegram", heading("设置Telegram"));
  await storeTheme("LIGHT");
  await reload();
  await t.expect(Selector("body").withAttribute("data-theme", "light").exists).ok();
  await t.expect(heading("设置Telegram").exists).ok();
  await expectNoAxeViolations(t);
  await t
    .typeText(field("API地址"), standin, { replace: true })
    .typeText(field("Bot Token"), TG_TOKEN)
    .typeText(field("Chat ID"), "42");
  let from = await count(t, "telegram");
  await sendTest(t);
  await t.expect(toast("测试消息已发送，请查收").exists).ok();
  const [message] = (await requestsAfter(ctx(t).go, "telegram", from)).map(sent);
  await t.expect(message?.method).eql("POST");
  await t.expect(message?.path).eql("/bot123456:secret/sendMessage");
  await t.expect(message?.body).eql({
    chat_id: "42",
    text: `${TEST_TITLE}\n\n如果你收到了这条消息，说明推送通道“Telegram”设置正确。`,
    disable_web_page_preview: true,
  });

  await t.typeText(field("Chat ID"), "43", { replace: true });
  from = await count(t, "telegram");
  await sendTest(t);
  await t.expect(toast("发送失败：Telegram返回错误：Bad Request: chat not found").exists).ok();
  await requestsAfter(ctx(t).go, "telegram", from);

  await t.typeText(field("Chat ID"), "42", { replace: true }).click(button("保存设置"));
  await t.expect(pathname()).eql("/setting/index");
  await open(t, "/setting/edit-notify?type=telegram&name=Telegram", heading("设置Telegram"));
  await t.click(button("删除"));
  const confirm = Selector('[role="alertdialog"]');
  await t.expect(confirm.withText("确定要删除推送通道“Telegram”吗？").exists).ok();
  await t.expect(dialogShown.exists).ok();
  await expectNoAxeViolations(t);
  await t.click(confirm.find("button").withExactText("删除"));
  await t.expect(toast("删除成功").exists).ok();
  await t.expect(pathname()).eql("/setting/index");
  await storeTheme("DEEP_DARK");
});

test("A changed template is kept and used by the next test message", async (t) => {
  const standin = ctx(t).go.urls.bark;
  await open(t, "/setting/edit-notify-template", heading("通知模版设置"));
  await t
    .expect(Selector('[role="tab"]').withExactText("Bark").getAttribute("aria-selected"))
    .eql("true");
  await expectNoAxeViolations(t);
  await t
    .click(field("消息类型"))
    .click(field("消息类型").find("option").withExactText("测试消息"));
  await t.expect(Selector("code").withExactText("{{channel_name}}").exists).ok();
  await t
    .typeText(field("推送时的标题模版"), "自定义测试：{{channel_name}}", { replace: true })
    .typeText(field("推送时的内容模版"), "第一行\n第二行", { replace: true });
  // Another tab's edit is kept alongside.
  await t.click(Selector('[role="tab"]').withExactText("Telegram"));
  await t.typeText(field("推送时的标题模版"), "TG开始下载：{{title}}", { replace: true });
  await t.click(button("保存"));
  await t.expect(toast("保存成功").exists).ok();
  await t.takeScreenshot({ path: "setting-notify/edit-notify-template.png", fullPage: true });

  await reload();
  await t.expect(heading("通知模版设置").exists).ok();
  await t
    .click(field("消息类型"))
    .click(field("消息类型").find("option").withExactText("测试消息"));
  await t.expect(field("推送时的标题模版").value).eql("自定义测试：{{channel_name}}");
  await t.expect(field("推送时的内容模版").value).eql("第一行\n第二行");
  await t.click(Selector('[role="tab"]').withExactText("Telegram"));
  await t.expect(field("推送时的标题模版").value).eql("TG开始下载：{{title}}");
  await storeTheme("LIGHT");
  await reload();
  await t.expect(Selector("body").withAttribute("data-theme", "light").exists).ok();
  await t.expect(heading("通知模版设置").exists).ok();
  await expectNoAxeViolations(t);
  await storeTheme("DEEP_DARK");

  await open(t, "/setting/edit-notify?type=bark", heading("设置Bark"));
  await t
    .typeText(field("服务器地址"), standin, { replace: true })
    .typeText(field("设备Key"), "device-key-2")
    .typeText(field("通道别名"), "iPad", { replace: true });
  const from = await count(t, "bark");
  await sendTest(t);
  await t.expect(toast("测试消息已发送，请查收").exists).ok();
  const [push] = (await requestsAfter(ctx(t).go, "bark", from)).map(sent);
  await t.expect(push?.body).eql({
    device_key: "device-key-2",
    title: "自定义测试：iPad",
    body: "第一行\n第二行",
    group: "MovieRobot",
  });
});

test("Search dialog: a template saved from 默认 gets its pill, then is deleted", async (t) => {
  await t.resizeWindow(390, 844);
  await open(t, "/setting/edit-notify-template", heading("通知模版设置"));
  await t.click(Selector('button[aria-label="搜索"]'));
  const dialog = Selector(".mr-search-dialog");
  const pill = (name: string) => dialog.find(".mr-search-pills button").withExactText(name);
  await t.expect(pill("默认").getAttribute("aria-pressed")).eql("true");
  await t.click(dialog.find("button").withExactText("展开详细设置"));
  await t.expect(dialog.find("button").withExactText("修改默认配置").exists).ok();
  // 内容: keep only 资源站; 分类: only 剧集.
  const group = (name: string) => dialog.find("fieldset").withText(name);
  await t
    .click(group("内容").find("label").withExactText("豆瓣"))
    .click(group("内容").find("label").withExactText("媒体库"))
    .click(group("分类").find("button").withExactText("取消全选"))
    .click(group("分类").find("label").withExactText("剧集"));
  await t.expect(dialogShown.exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-notify/search-dialog-390-dark.png" });

  await t.click(dialog.find("button").withExactText("保存为新模版"));
  const naming = Selector(".bp6-dialog").withText("确认要创建新模版吗");
  await t
    .typeText(field("模版名称"), "只搜剧集")
    .click(naming.find("button").withExactText("创建"));
  await t.expect(toast("模版已创建").exists).ok();
  await t.expect(pill("只搜剧集").getAttribute("aria-pressed")).eql("true");

  // Back to 默认 and to the new one: its own choices come back.
  await t.click(pill("默认"));
  await t.expect(group("内容").find("label").withExactText("豆瓣").find("input").checked).ok();
  await t.click(pill("只搜剧集"));
  await t.expect(group("内容").find("label").withExactText("豆瓣").find("input").checked).notOk();
  await t.expect(group("分类").find("label").withExactText("剧集").find("input").checked).ok();
  await t.expect(group("分类").find("label").withExactText("电影").find("input").checked).notOk();

  await storeTheme("LIGHT");
  await reload();
  await t.click(Selector('button[aria-label="搜索"]'));
  await t.click(pill("只搜剧集"));
  await t.click(dialog.find("button").withExactText("展开详细设置"));
  await t.expect(dialogShown.exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-notify/search-dialog-390-light.png" });

  await t.click(dialog.find("button").withExactText("删除模版只搜剧集"));
  await t.expect(toast("模版已删除").exists).ok();
  await t.expect(pill("只搜剧集").exists).notOk();
  await t.expect(pill("默认").getAttribute("aria-pressed")).eql("true");

  // Enter searches with the template's choices and closes the dialog.
  await t.typeText(dialog.find('input[type="search"]'), "沙丘").pressKey("enter");
  await t.expect(pathname()).eql("/movie/search");
  await t.expect(dialog.exists).notOk();
  // Opened again, Esc gives the focus back to 搜索 (Blueprint's own return had
  // recorded the text box, which takes the focus first, and left the body).
  await t.click(Selector('button[aria-label="搜索"]'));
  await t.expect(dialog.find('input[type="search"]').focused).ok();
  await t.pressKey("esc");
  await t.expect(dialog.exists).notOk();
  await t.expect(focusedLabel()).eql("搜索");
  await storeTheme("DEEP_DARK");
});
