// Issue 5: /setting/app-log follows the server's own log while it writes,
// /setting/access-key makes keys that work from outside and stop working
// once deleted, /setting/license renames the user (real binary, Chromium).
import { ClientFunction, RequestLogger, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, reload, storeTheme } from "./support/page";
import { callApi, openSignedIn as openAs } from "./support/session";
import { freePort } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "log-tests-pass-1";

type Ctx = SignedIn;
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const search = ClientFunction(() => window.location.search);
const historyBack = ClientFunction(() => window.history.back());
/** Set before the server writes; still there afterwards = the page was not reloaded. */
const markPage = ClientFunction(() => {
  (window as unknown as { mrMark: number }).mrMark = 42;
});
const pageMark = ClientFunction(() => (window as unknown as { mrMark?: number }).mrMark);
/** The log box is scrolled to its end (follow). */
const logAtBottom = ClientFunction(() => {
  const box = document.querySelector(".mr-log-box");
  return box ? box.scrollHeight - box.clientHeight - box.scrollTop <= 4 : false;
});
const lastRowText = ClientFunction(() => {
  const rows = document.querySelectorAll(".mr-log-row");
  return rows[rows.length - 1]?.textContent ?? "";
});

const logRow = Selector(".mr-log-row");
/** A dialog that finished fading in (axe would measure the fade's low contrast). */
const settledDialog = Selector(".bp6-dialog-container.bp6-overlay-enter-done .bp6-dialog");
const iconButton = (name: string) => Selector("button").withAttribute("aria-label", name);
const checkboxLabeled = (text: string) =>
  Selector("label.bp6-control").withText(text).find("input");

function openSignedIn(t: TestController, path: string, theme = "LIGHT"): Promise<void> {
  return openAs(t, fixtureSession(t), path, theme);
}

async function switchTheme(t: TestController, theme: string, ready: Selector): Promise<void> {
  await storeTheme(theme);
  await reload();
  await t.expect(ready.exists).ok();
}

fixture("Settings: app log, API keys, licence")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server))
  .beforeEach(async (t) => {
    await t.resizeWindow(1280, 900);
  });

test("/setting/app-log follows the log while the server writes", async (t) => {
  await openSignedIn(t, "/setting/app-log");
  await t.expect(Selector("h1").withExactText("系统日志").exists).ok();
  await t.expect(Selector("#app-log-file").value).eql("movie-robot.log");
  await t.expect(logRow.withText("Movie Robot web console listening").exists).ok();
  await t.expect(checkboxLabeled("自动滚动").checked).ok();
  await t.expect(checkboxLabeled("自动刷新").checked).ok();
  await expectNoAxeViolations(t);

  // The server logs every key it creates (INFO) and every notification it
  // could not deliver (WARN): both while the page is open.
  await markPage();
  for (let i = 0; i < 3; i++) await callApi(fixtureSession(t), "/api/auth/create_access_key");
  const closed = await freePort();
  const notify = await callApi(fixtureSession(t), "/api/setting/test_notify", {
    type: "bark",
    args: { name: "e2e", server: `http://127.0.0.1:${closed}`, device_key: "k" },
  });
  await t.expect(notify.code).eql(1);
  // Neither line is an event: with the event stream open the page polls every
  // 15 s (LOG_LIVE_POLL_MS), so the wait allows one whole poll.
  await t.expect(logRow.withText("notification not delivered").exists).ok({ timeout: 20_000 });
  await t.expect(logRow.withText("access key created").count).eql(3);
  await t.expect(lastRowText()).contains("notification not delivered");
  await t.expect(logAtBottom()).ok();
  await t.expect(pageMark()).eql(42);
  await t.expect(logRow.withText("notification not delivered").hasClass("mr-log-warn")).ok();

  // Levels: WARN only.
  await t
    .click(checkboxLabeled("INFO").parent("label"))
    .click(checkboxLabeled("DEBUG").parent("label"));
  await t.expect(logRow.withText("access key created").exists).notOk();
  await t.expect(logRow.withText("notification not delivered").exists).ok();
  await t.expect(Selector(".mr-log-status").textContent).match(/^显示\d+\/\d+行$/);
  await t
    .click(checkboxLabeled("INFO").parent("label"))
    .click(checkboxLabeled("DEBUG").parent("label"));
  await t.expect(logRow.withText("access key created").count).eql(3);

  // Search: case-insensitive, counted, highlighted, narrowing on demand.
  await t.typeText(Selector("#app-log-search"), "ACCESS KEY");
  await t.expect(Selector(".mr-log-count").textContent).eql("3/3");
  await t.expect(Selector(".mr-log-row mark").withExactText("access key").count).eql(3);
  await t.expect(Selector(".mr-log-current mark").exists).ok();
  await t.click(iconButton("上一处匹配"));
  await t.expect(Selector(".mr-log-count").textContent).eql("2/3");
  await expectNoAxeViolations(t);
  await t.click(checkboxLabeled("只看匹配行").parent("label"));
  await t.expect(logRow.count).eql(3);
  await t.click(checkboxLabeled("只看匹配行").parent("label"));
  await t.selectText(Selector("#app-log-search")).pressKey("delete");
  await t.expect(Selector(".mr-log-row mark").exists).notOk();

  // The switches live in the URL; back undoes a change.
  await t.click(checkboxLabeled("自动刷新").parent("label"));
  await t.expect(search()).contains("autoRefresh=false");
  await t.expect(checkboxLabeled("自动刷新").checked).notOk();
  await historyBack();
  await t.expect(search()).notContains("autoRefresh=false");
  await t.expect(checkboxLabeled("自动刷新").checked).ok();
  await t.expect(checkboxLabeled("自动滚动").checked).ok();
  await t.click(checkboxLabeled("自动滚动").parent("label"));
  await t.expect(search()).contains("autoScroll=false");
  await t.navigateTo(`${ctx(t).server.url}/setting/app-log?autoScroll=false&autoRefresh=false`);
  await t.expect(checkboxLabeled("自动滚动").checked).notOk();
  await t.expect(checkboxLabeled("自动刷新").checked).notOk();

  // Full screen: the button, the flag, Esc.
  await t.navigateTo(`${ctx(t).server.url}/setting/app-log`);
  await t.expect(logRow.exists).ok();
  await t.click(iconButton("全屏"));
  await t.expect(search()).contains("fullScreen=true");
  await t.expect(Selector(".mr-log.mr-log-full").visible).ok();
  await t.takeScreenshot({ path: "setting-log/app-log-fullscreen-light.png" });
  await t.pressKey("esc");
  await t.expect(Selector(".mr-log.mr-log-full").exists).notOk();
  await t.expect(search()).contains("fullScreen=false");
});

const downloads = RequestLogger(/\/api\/common\/download_log/, { logResponseHeaders: true });

test.requestHooks(downloads)(
  "/setting/app-log 下载 asks the server for the whole file",
  async (t) => {
    await openSignedIn(t, "/setting/app-log");
    await t.expect(logRow.exists).ok();
    await t.click(button("下载"));
    await t
      .expect(
        downloads.contains(
          (r) =>
            r.request.url.includes("log_file=movie-robot.log") &&
            r.response.statusCode === 200 &&
            String(r.response.headers["content-disposition"]).startsWith("attachment"),
        ),
      )
      .ok();
  },
);

test("/setting/app-log in both themes, on a phone and in full screen", async (t) => {
  await openSignedIn(t, "/setting/app-log", "DEEP_DARK");
  await t.expect(logRow.exists).ok();
  await t.typeText(Selector("#app-log-search"), "key");
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/app-log-deep-dark.png" });
  await t.navigateTo(`${ctx(t).server.url}/setting/app-log?fullScreen=true`);
  await t.expect(Selector(".mr-log.mr-log-full").visible).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/app-log-fullscreen-deep-dark.png" });
  await switchTheme(t, "LIGHT", logRow);
  await t.takeScreenshot({ path: "setting-log/app-log-fullscreen-light-2.png" });
  await t.navigateTo(`${ctx(t).server.url}/setting/app-log`);
  await t.expect(logRow.exists).ok();
  await t.takeScreenshot({ path: "setting-log/app-log-light.png" });
  await t.resizeWindow(390, 844);
  await t.expect(logRow.exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/app-log-phone-light.png" });
  await switchTheme(t, "DEEP_DARK", logRow);
  await t.takeScreenshot({ path: "setting-log/app-log-phone-deep-dark.png" });
});

/** How the long line sits at a phone's width: sideways overflow, its height, the next row's gap. */
const wrapLayout = ClientFunction((marker: string) => {
  const box = document.querySelector(".mr-log-box") as HTMLElement;
  const rows = Array.from(document.querySelectorAll<HTMLElement>(".mr-log-row"));
  const i = rows.findIndex((r) => (r.textContent ?? "").includes(marker));
  const row = rows[i];
  const next = rows[i + 1];
  if (!box || !row || !next) return null;
  const b = box.getBoundingClientRect();
  const r = row.getBoundingClientRect();
  return {
    boxOverflow: box.scrollWidth - box.clientWidth,
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    rowRightPastBox: Math.round(r.right - b.right),
    rowHeight: r.height,
    gapToNext: Math.round(next.getBoundingClientRect().top - r.bottom),
  };
});

test("/setting/app-log on a phone wraps a long line instead of scrolling sideways", async (t) => {
  await t.resizeWindow(390, 844);
  await openSignedIn(t, "/setting/app-log");
  await t.expect(logRow.exists).ok();
  // A long line with no space to break at (the user name of a failed
  // sign-in), then another line after it.
  const marker = `wrap-${"x".repeat(360)}`;
  const failed = await fetch(`${ctx(t).server.url}/api/auth/get_token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: marker, password: "not-the-password" }),
  });
  await t.expect(((await failed.json()) as { code: number }).code).notEql(0);
  await callApi(fixtureSession(t), "/api/auth/create_access_key");
  // Neither line is an event (the stream would ask at once): 刷新 reads them now.
  await t.click(button("刷新"));
  await t.expect(logRow.withText(marker).exists).ok();
  await t.expect(lastRowText()).contains("access key created");
  await t.expect(logAtBottom()).ok();
  const layout = await wrapLayout(marker);
  await t.expect(layout).ok();
  await t.expect(layout?.boxOverflow).lte(0, "the log box scrolls sideways");
  await t.expect(layout?.pageOverflow).lte(0, "the page scrolls sideways");
  await t.expect(layout?.rowRightPastBox).lte(0, "the long line runs past the box");
  await t.expect(layout?.rowHeight).gte(5 * 20, "the long line did not wrap");
  await t.expect(layout?.gapToNext).eql(0, "the next row overlaps or leaves a gap");
  await expectNoAxeViolations(t);
  // The box still takes the keyboard's focus (arrows and Page Up/Down scroll it).
  await t.click(Selector(".mr-log-box"));
  await t.expect(Selector(".mr-log-box").focused).ok();
  await t.takeScreenshot({ path: "setting-log/app-log-phone-wrapped.png" });
});

test("/setting/access-key: a key works from outside until it is deleted", async (t) => {
  await openSignedIn(t, "/setting/access-key");
  await t.expect(Selector("h1").withExactText("API密钥管理").exists).ok();
  const list = Selector('ul[aria-label="API密钥"]');
  await t.expect(list.exists).ok();
  const before = await list.find(".mr-key-value").count;

  await t.click(button("新建API密钥"));
  const dialog = Selector(".bp6-dialog");
  await t.expect(dialog.find("#access-key-user").value).ok();
  await t.expect(dialog.find("#access-key-user option:checked").textContent).contains(ADMIN);
  await t.expect(settledDialog.exists).ok();
  await expectNoAxeViolations(t);
  await t.click(dialog.find("button").withExactText("创建"));
  await t.expect(dialog.exists).notOk();
  await t.expect(list.find(".mr-key-value").count).eql(before + 1);
  const key = (await list.find(".mr-key-value").nth(before).textContent).trim();
  await t.expect(key.length).gt(20);
  await t.expect(list.find("li").nth(before).textContent).contains(`绑定用户 ${ADMIN}`);

  // From outside, as curl would: the header, and the query parameter.
  const { url } = ctx(t).server;
  const viaHeader = async () =>
    (await (await fetch(`${url}/api/auth/my_account`, { headers: { AccessKey: key } })).json()) as {
      code: number;
      data: { username?: string } | null;
    };
  const viaQuery = async () =>
    (await (
      await fetch(`${url}/api/auth/my_account?access_key=${encodeURIComponent(key)}`)
    ).json()) as {
      code: number;
      data: { username?: string } | null;
    };
  const header = await viaHeader();
  await t.expect(header.code).eql(0);
  await t.expect(header.data?.username).eql(ADMIN);
  const query = await viaQuery();
  await t.expect(query.code).eql(0);
  await t.expect(query.data?.username).eql(ADMIN);

  await switchTheme(t, "DEEP_DARK", list.find(".mr-key-value"));
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/access-key-deep-dark.png" });

  // Delete in the UI (after the confirmation): the same calls now fail.
  await t.click(iconButton(`删除密钥 ${key.slice(0, 8)}…`));
  const confirm = Selector(".bp6-dialog[role=alertdialog]");
  await t.expect(confirm.textContent).contains("立即失效");
  await t.expect(settledDialog.exists).ok();
  await expectNoAxeViolations(t);
  await t.click(confirm.find("button").withExactText("删除"));
  await t.expect(list.find(".mr-key-value").withExactText(key).exists).notOk();
  await t.expect((await viaHeader()).code).notEql(0);
  await t.expect((await viaQuery()).code).notEql(0);
});

test("/setting/license: the built-in line, and a new nickname everywhere", async (t) => {
  await openSignedIn(t, "/setting/license");
  await t.expect(Selector("h1").withExactText("授权信息").exists).ok();
  await t.expect(Selector("h2").withExactText(`Hi, ${ADMIN} !`).exists).ok();
  await t.expect(Selector("body").withText("当前使用内置后端，无需授权").exists).ok();
  await t.expect(button("发送邀请").hasAttribute("disabled")).notOk();
  // Nothing is bought for the built-in backend: no price cards.
  await t.expect(Selector('[aria-label="授权方案"]').exists).notOk();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/license-light.png" });

  await t.click(iconButton("修改昵称"));
  const input = Selector("#license-nickname");
  await t.expect(input.value).eql(ADMIN);
  await t.expect(settledDialog.exists).ok();
  await expectNoAxeViolations(t);
  await t.typeText(input, "站长", { replace: true }).click(button("保存"));
  await t.expect(Selector("h2").withExactText("Hi, 站长 !").exists).ok();
  await t.expect(Selector(".mr-sidebar-nickname").withExactText("站长").exists).ok();
  await t.expect(Selector(".bp6-toast").withText("昵称已修改").exists).ok();

  await switchTheme(t, "DEEP_DARK", Selector("h2").withExactText("Hi, 站长 !"));
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-log/license-deep-dark.png" });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: "setting-log/license-phone.png", fullPage: true });
});
