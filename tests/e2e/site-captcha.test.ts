// Issue 24: a Cardigann definition whose sign-in has login.captcha, dropped
// into <data>/indexers unchanged. The site dialog shows the tracker stand-in's
// captcha image, the user types what it says, and the sign-in succeeds (the
// stand-in accepts only that answer, with the image's session cookie).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ClientFunction, Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { field } from "./support/page";
import { axeInBothThemes, openSignedIn as openAs } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "site-captcha-pass-1";
const DEFINITION = resolve(
  __dirname,
  "../../server/indexer/testdata/cardigann/tracker-captcha.yml",
);

type Ctx = SignedIn & { go: GoStandins; data: string };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const dialog = Selector(".bp6-dialog").withText("新增站点");
const captchaImage = Selector('img[alt="站点登录验证码"]');
const imageWidth = ClientFunction(
  () =>
    (document.querySelector('img[alt="站点登录验证码"]') as HTMLImageElement | null)
      ?.naturalWidth ?? 0,
);

fixture("站点登录验证码")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    // The user's own definitions live in <data>/indexers, read at start.
    c.data = mkdtempSync(join(tmpdir(), "mr-e2e-captcha-"));
    mkdirSync(join(c.data, "indexers"));
    copyFileSync(DEFINITION, join(c.data, "indexers", "tracker-captcha.yml"));
    Object.assign(
      c,
      await startSignedIn({ admin: ADMIN, password: PASSWORD, args: ["--data", c.data] }),
    );
    c.go = await startGoStandins("tracker");
  })
  .after(async (fc) => {
    const c = fc as Ctx;
    await c.server?.stop();
    await c.go?.stop();
    if (c.data) rmSync(c.data, { recursive: true, force: true });
  });

async function fillSignIn(t: TestController): Promise<void> {
  await t.click(Selector("button").withText("新增站点"));
  await t
    .click(field("站点"))
    .click(field("站点").find("option").withText("Tracker Captcha"))
    .typeText(field("站点地址"), `${ctx(t).go.urls.tracker}/`)
    .click(field("认证方式"))
    .click(field("认证方式").find("option").withExactText("用户名密码认证"))
    .typeText(field("登录用户名"), "alice")
    .typeText(field("登录密码"), "secret");
}

async function showCaptcha(t: TestController): Promise<void> {
  await fillSignIn(t);
  await t.click(dialog.find("button").withExactText("获取验证码"));
  await t.expect(captchaImage.exists).ok({ timeout: 30_000 });
  await t.expect(imageWidth()).gt(0, "the image itself loads, not a broken link");
}

test("a site whose sign-in asks for a captcha: the image shows, the typed answer signs in", async (t) => {
  const c = ctx(t);
  await openAs(t, { url: c.server.url, token: c.token }, "/site/dashboard");
  // The dialog with its image passes axe in both themes and fits 390 px.
  await axeInBothThemes(t, Selector("button").withText("新增站点"), showCaptcha);
  await t.resizeWindow(390, 844);
  await t.expect(captchaImage.visible).ok();
  await t.takeScreenshot({ path: "site-captcha/dialog-390.png", fullPage: true });
  await t.resizeWindow(1280, 900);

  await t.typeText(field("验证码"), "7K3P").click(dialog.find("button").withExactText("提交"));
  await t
    .expect(Selector(".bp6-toast").withText("Tracker Captcha添加成功！").exists)
    .ok({ timeout: 30_000 });
  await t.expect(dialog.exists).notOk();
  // The stand-in took the typed answer with the image's session, once.
  const took = (await c.go.requests("tracker")).filter((r) => r.path === "/take-captcha");
  await t.expect(took.length).eql(1);
  await t.expect(took[0]?.body).contains("imagestring=7K3P");
});
