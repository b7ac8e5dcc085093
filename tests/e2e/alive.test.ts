// Issue 16: the console feels alive (real binary, Chromium). The binary is
// stopped under an open console and started again on the same port and data
// folder; a second start with another build id stands for an upgrade; in
// proxy mode the upstream goes away under the binary; the command palette
// reaches a settings screen by keyboard alone.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { focusedLabel, focusOn, pathname, storeToken } from "./support/page";
import { createAdmin, fetchToken } from "./support/server";
import { openSignedIn as openAs } from "./support/session";
import { freePort } from "./support/standins";

const BINARY = process.env.MR_BINARY ?? resolve(__dirname, "../../bin/movie-robot");
const ADMIN = "admin";
const PASSWORD = "alive-tests-pass-1";

/** One data folder and port; the binary can be stopped and started again on them. */
class Restartable {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(buildId = "alive-build-1"): Promise<void> {
    const child = spawn(BINARY, ["--listen", `127.0.0.1:${this.port}`, "--data", this.dataDir], {
      stdio: "ignore",
      env: { ...process.env, MR_BUILD_ID: buildId },
    });
    this.child = child;
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/common/app`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("server did not come up");
  }
  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  }
}

type Ctx = { server: Restartable; token: string };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

/** Set once; still there later = the page was not reloaded. */
const markPage = ClientFunction(() => {
  (window as unknown as { mrMark: number }).mrMark = 16;
});
const pageMark = ClientFunction(() => (window as unknown as { mrMark?: number }).mrMark);
const activeElementRole = ClientFunction(() => document.activeElement?.getAttribute("role"));

const downBanner = Selector('[data-testid="connection-down"]');
const reloadOffer = Selector('[data-testid="reload-offer"]');
const palette = Selector(".mr-palette");
const settled = Selector(".bp6-dialog-container.bp6-overlay-enter-done .bp6-dialog");

async function openSignedIn(t: TestController, path: string, theme = "LIGHT"): Promise<void> {
  await openAs(t, { url: ctx(t).server.url, token: ctx(t).token }, path, theme);
  await t.expect(Selector(".mr-topbar").exists).ok(); // the shell (and its key listener) is up
}

fixture("Issue 16: the console feels alive")
  .clientScripts(axeScript)
  .before(async (fctx) => {
    const server = new Restartable(await freePort(), mkdtempSync(join(tmpdir(), "mr-alive-")));
    await server.start();
    await createAdmin(server.url, ADMIN, PASSWORD);
    fctx.server = server;
    fctx.token = await fetchToken(server.url, ADMIN, PASSWORD);
  })
  .after(async (fctx) => {
    const server = fctx.server as Restartable;
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  })
  .afterEach(async (t) => {
    // Every test leaves the binary running with the first build.
    await ctx(t).server.stop();
    await ctx(t).server.start();
  });

test("the binary stops: a banner says so, then the page recovers without a reload", async (t) => {
  await openSignedIn(t, "/setting/index");
  await t.expect(Selector("main").withText("重启应用").exists).ok();
  await markPage();
  await ctx(t).server.stop();
  await t.expect(downBanner.withText("无法连接到服务器").exists).ok({ timeout: 15000 });
  await t.expect(Selector(".bp6-toast").exists).notOk("no error toasts while down");
  await expectNoAxeViolations(t);
  await ctx(t).server.start();
  await t.expect(downBanner.exists).notOk({ timeout: 15000 });
  await t.expect(pageMark()).eql(16, "the page was not reloaded");
  await t.expect(Selector("main").withText("重启应用").exists).ok();
  await t.expect(reloadOffer.exists).notOk("same build: no reload offer");
});

test("a new build under an open console: a reload is offered", async (t) => {
  await openSignedIn(t, "/home", "DEEP_DARK");
  await markPage();
  await ctx(t).server.stop();
  await ctx(t).server.start("alive-build-2");
  await t.expect(reloadOffer.withText("新版本").exists).ok({ timeout: 15000 });
  await expectNoAxeViolations(t);
  await t.pressKey("tab"); // the offer's buttons are reachable by keyboard
  await t.click(reloadOffer.find("button").withText("重新载入"));
  await t.expect(pageMark()).notEql(16, "the page reloaded");
  await t.expect(reloadOffer.exists).notOk();
});

test("proxy mode: the upstream goes down and comes back", async (t) => {
  const upstream = ctx(t).server;
  const proxyPort = await freePort();
  const proxyData = mkdtempSync(join(tmpdir(), "mr-alive-proxy-"));
  const proxy = spawn(
    BINARY,
    ["--listen", `127.0.0.1:${proxyPort}`, "--data", proxyData, "--upstream", upstream.url],
    { stdio: "ignore" },
  );
  try {
    const url = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${url}/api/common/app`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await t.navigateTo(`${url}/auth/404`);
    await storeToken(ctx(t).token);
    await t.navigateTo(`${url}/setting/index`);
    await t.expect(Selector("main").withText("重启应用").exists).ok();
    await markPage();
    await upstream.stop(); // the binary still answers: 502 from its proxy
    await t.expect(downBanner.exists).ok({ timeout: 15000 });
    await upstream.start();
    await t.expect(downBanner.exists).notOk({ timeout: 15000 });
    await t.expect(pageMark()).eql(16);
  } finally {
    await new Promise((done) => {
      proxy.once("exit", done);
      proxy.kill("SIGTERM");
    });
    rmSync(proxyData, { recursive: true, force: true });
  }
});

test("the command palette reaches a settings screen by keyboard alone", async (t) => {
  await openSignedIn(t, "/home");
  await t.pressKey("ctrl+k");
  await t.expect(settled.filter(".mr-palette").exists).ok();
  await t.expect(activeElementRole()).eql("combobox");
  await expectNoAxeViolations(t);
  // Pinyin initials of 系统日志.
  await t.typeText(Selector('[role="combobox"]'), "xtrz");
  await t
    .expect(Selector('[role="option"][aria-selected="true"]').withText("系统日志").exists)
    .ok();
  await t.pressKey("enter");
  await t.expect(pathname()).eql("/setting/app-log");
  await t.expect(palette.exists).notOk();
  // The English name works too, and ↓ moves through the options.
  await t.pressKey("ctrl+k");
  await t.typeText(Selector('[role="combobox"]'), "api keys");
  await t.expect(Selector('[role="option"][aria-selected="true"]').withText("API").exists).ok();
  await t.pressKey("enter");
  await t.expect(pathname()).eql("/setting/access-key");
  await t.expect(palette.exists).notOk();
  // Closed, by Esc or by an action, it gives the focus back to what had it
  // (Blueprint's own return recorded its text box); the action's drawer does too.
  await focusOn('button[aria-label="系统"]');
  await t.pressKey("ctrl+k");
  await t.expect(settled.filter(".mr-palette").exists).ok();
  await t.pressKey("esc");
  await t.expect(palette.exists).notOk();
  await t.expect(focusedLabel()).eql("系统");
  await t.pressKey("ctrl+k");
  await t.typeText(Selector('[role="combobox"]'), "更换主题");
  // Clicked: TestCafe's Enter would go on to press the button the focus is back on.
  await t.click(Selector('[role="option"]').withText("更换主题").nth(0));
  await t.expect(Selector(".mr-theme-drawer").visible).ok();
  await t.pressKey("esc");
  await t.expect(Selector(".mr-theme-drawer").visible).notOk();
  await t.expect(focusedLabel()).eql("系统");
  // ? lists the shortcuts.
  await t.pressKey("shift+/");
  await t.expect(settled.withText("键盘快捷键").exists).ok();
  await expectNoAxeViolations(t);
  await t.pressKey("esc");
});
