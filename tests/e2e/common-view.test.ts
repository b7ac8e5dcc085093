// Issue 14 (screens): /common/view against the real binary. The built-in
// backend serves no /static/*.html, so the framed same-origin page is the
// app's own public 404 screen: its link moves the frame by pushState, and an
// assigned location moves it by a full load — the outer hash follows both.
// Switching theme re-sends window.mrTheme, the scrollbar style and the
// "injectTheme" message. axe in Deep_Dark and Light.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { pathname } from "./support/page";
import { openSignedIn } from "./support/session";

const PASSWORD = "common-view-pass-1";

const outerHash = ClientFunction(() => window.location.hash);
const frame = Selector("iframe.mr-common-view");
const systemMenuButton = Selector('button[aria-label="系统"]');

// These run inside the frame (after switchToIframe).
const recordMessages = ClientFunction(() => {
  const w = window as unknown as { got: unknown[] };
  w.got = [];
  window.addEventListener("message", (e) => w.got.push(e.data));
});
const frameState = ClientFunction(() => ({
  theme: (window as unknown as { mrTheme?: { name: string; palette: { mode: string } } }).mrTheme,
  style: document.getElementById("mr-scrollbar-style")?.textContent ?? "",
  got: (window as unknown as { got?: unknown[] }).got ?? [],
  path: window.location.pathname,
}));
// The framed document is another screen of the app (its 404 and 500 pages,
// axe-checked by their own tests); checked together, its <main> and the
// shell's would count as two unnamed main landmarks. So axe checks the page
// around the frame — the frame element and its title included — not inside it.
const aroundTheFrame = { iframes: false };
const goTo = ClientFunction((path: string) => window.location.assign(path));

fixture("Embedded page: /common/view")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ password: PASSWORD }));
  })
  .after(async (fc) => stopAll((fc as Partial<SignedIn>).server));

test("the hash follows the frame, and the frame gets the theme again on every switch", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/common/view?hidePadding=true#/auth/404");
  await t.expect(pathname()).eql("/common/view");
  await t.expect(frame.exists).ok();
  await t.expect(Selector("main.mr-content-flush").exists).ok("hidePadding drops the padding");
  await expectNoAxeViolations(t, aroundTheFrame);

  await t.switchToIframe(frame);
  await t.expect(Selector("h1").withExactText("404").exists).ok();
  let state = await frameState();
  await t.expect(state.theme?.name).eql("DEEP_DARK");
  await t.expect(state.theme?.palette.mode).eql("dark");
  await t.expect(state.style).contains("color-scheme:dark");
  await t.expect(state.style).contains("scrollbar-color:");
  await recordMessages();

  await t.switchToMainWindow();
  await t.click(systemMenuButton).click(Selector(".bp6-menu-item").withText("更换主题"));
  const drawer = Selector(".mr-theme-drawer");
  await t.click(drawer.find("button").withText("Light")).pressKey("esc");
  await t.expect(Selector("body").getAttribute("data-theme")).eql("light");
  await expectNoAxeViolations(t, aroundTheFrame);

  await t.switchToIframe(frame);
  state = await frameState();
  await t.expect(state.theme?.name).eql("LIGHT");
  await t.expect(state.style).contains("color-scheme:light");
  await t.expect(state.got).eql(["injectTheme"]);

  // Same-document move: the 404 screen's link is a pushState to "/".
  await t.click(Selector("a").withText("返回首页"));
  await t.switchToMainWindow();
  await t.expect(outerHash()).match(/^#\/(home)?$/);
  await t.expect(pathname()).eql("/common/view");

  // A full load inside the frame.
  await t.switchToIframe(frame);
  await goTo("/auth/500");
  await t.expect(Selector("h1").withExactText("500").exists).ok();
  await t.switchToMainWindow();
  await t.expect(outerHash()).eql("#/auth/500");

  // Back steps the frame back, and the hash follows it there.
  await t.eval(() => window.history.back());
  await t.expect(outerHash()).match(/^#\/(home)?$/);
  await t.switchToIframe(frame);
  await t.expect(Selector("h1").withExactText("500").exists).notOk();
  await t.switchToMainWindow();

  // A new hash (another menu entry, Back) moves the frame without a reload of the shell.
  await t.eval(() => {
    window.location.hash = "#/auth/404";
  });
  await t.switchToIframe(frame);
  await t.expect(Selector("h1").withExactText("404").exists).ok();
  await t.expect((await frameState()).theme?.name).eql("LIGHT");
});
