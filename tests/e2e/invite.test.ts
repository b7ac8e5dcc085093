// Issue 14 (invitations): the administrator configures SMTP on
// /user/invite-email against a real SMTP server on loopback (Debian's
// python3-aiosmtpd, which `make test` installs; it stores mail in a
// Maildir this test reads), sends an invitation, and the invited person
// opens the link from the mail, signs up and signs in. Also an avatar
// upload on /user/edit. axe on the new screens in Light and Deep_Dark.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, field, pathname, reload, storeTheme, storeToken, text } from "./support/page";
import { openSignedIn } from "./support/session";
import { freePort } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "invite-tests-pass-1";
const PYTHON = "/usr/bin/python3";

type Smtpd = { port: number; maildir: string; dir: string; child: ChildProcess };
type Ctx = SignedIn & { smtpd: Smtpd };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const c = createConnection(port, "127.0.0.1");
    c.once("connect", () => done(c.end() !== null));
    c.once("error", () => done(false));
  });
}

async function startSmtpd(): Promise<Smtpd> {
  const dir = mkdtempSync(join(tmpdir(), "mr-smtpd-"));
  const maildir = join(dir, "mail");
  const port = await freePort();
  const child = spawn(
    PYTHON,
    ["-m", "aiosmtpd", "-n", "-l", `127.0.0.1:${port}`, "-c", "aiosmtpd.handlers.Mailbox", maildir],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) {
      throw new Error("aiosmtpd exited: install python3-aiosmtpd (make test does)");
    }
    if (await canConnect(port)) return { port, maildir, dir, child };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("aiosmtpd did not start");
}

/** The decoded text bodies of the mails received for `to`. */
function mailsTo(smtpd: Smtpd, to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(smtpd.maildir, "new"));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(smtpd.maildir, "new", f), "utf8"))
    .filter((m) => m.includes(`To: <${to}>`))
    .map((m) => {
      const body = m.slice(m.search(/\r?\n\r?\n/)).trim();
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    });
}

/** A 2x2 PNG, written by hand (no image library in the tests). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

fixture("Invitations by mail and avatars")
  .clientScripts(axeScript)
  .before(async (fctx) => {
    Object.assign(fctx, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fctx.smtpd = await startSmtpd();
  })
  .after(async (fctx) => {
    const { smtpd, server } = fctx as Partial<Ctx>;
    smtpd?.child.kill();
    if (smtpd) rmSync(smtpd.dir, { recursive: true, force: true });
    await stopAll(server);
  });

test("configure SMTP, invite by mail, sign up through the link, sign in", async (t) => {
  const { server, smtpd, session } = ctx(t);
  await openSignedIn(t, session, "/user/invite-email", "LIGHT");
  await t.expect(Selector("h1").withExactText("发送产品体验码").exists).ok();
  await expectNoAxeViolations(t);

  const host = field("SMTP服务器");
  await t.typeText(host, "127.0.0.1", { replace: true });
  await t.typeText(field("端口"), String(smtpd.port), { replace: true });
  const tls = field("加密方式");
  await t.click(tls).click(tls.find("option").withAttribute("value", "none"));
  await t.typeText(field("发件人"), "电影机器人 <robot@example.com>", { replace: true });
  await t.typeText(field("测试收件人"), "admin@example.com");
  await t.click(button("发送测试邮件"));
  await t.expect(text("测试邮件已发送到 admin@example.com").exists).ok();
  await t.expect(mailsTo(smtpd, "admin@example.com").length).eql(1);
  await t.click(button("保存"));
  await t.expect(text("保存成功").exists).ok();

  await t.typeText(field("邮箱"), "guest@example.com");
  await t.click(button("发送邀请"));
  await t.expect(text("邀请已发送").exists).ok();
  await storeTheme("DEEP_DARK");
  await reload();
  await t.expect(field("SMTP服务器").value).eql("127.0.0.1");
  await expectNoAxeViolations(t);

  const [mail] = mailsTo(smtpd, "guest@example.com");
  const link = /(http:\/\/\S+\/auth\/sign-up\?token=[\w-]+)/.exec(mail ?? "")?.[1];
  await t.expect(link).contains(`${server.url}/auth/sign-up?token=`);

  // The invited person: no session in this browser.
  await storeToken("");
  await t.navigateTo(link ?? "");
  await t.expect(text("邀请发送到：guest@example.com").exists).ok();
  await expectNoAxeViolations(t);
  await storeTheme("LIGHT");
  await reload();
  await t.expect(text("邀请发送到：guest@example.com").exists).ok();
  await expectNoAxeViolations(t);
  await t.typeText(field("用户名"), "guest").typeText(field("昵称"), "客人");
  await t.typeText(field("密码"), "guest-pass-1");
  await t.click(button("注册"));
  await t.expect(pathname()).eql("/auth/sign-in");

  await t.typeText(field("账号"), "guest").typeText(field("密码"), "guest-pass-1");
  await t.click(button("登陆"));
  await t.expect(pathname()).eql("/");
  await t.expect(text("客人").exists).ok();

  // The link is used up.
  await t.navigateTo(link ?? "");
  await t.expect(text("邀请链接无效、已使用或已过期").exists).ok();
});

test("an administrator uploads an avatar on /user/edit", async (t) => {
  const { server, session } = ctx(t);
  const dir = mkdtempSync(join(tmpdir(), "mr-avatar-"));
  const png = join(dir, "me.png");
  writeFileSync(png, tinyPng());
  await openSignedIn(t, session, "/user/edit?op=edit&id=1");
  await t.expect(button("上传头像").exists).ok();
  await t.setFilesToUpload(Selector('input[type="file"]'), [png]);
  await t.expect(text("头像已上传").exists).ok();
  const img = Selector("img").withAttribute("src", /\/user\/avatar\/1\.png\?t=\d+$/);
  await t.expect(img.exists).ok();
  const res = await fetch(`${server.url}/user/avatar/1.png`);
  await t.expect(res.headers.get("content-type")).eql("image/png");
  await t.expect(res.headers.get("x-content-type-options")).eql("nosniff");
  await expectNoAxeViolations(t);
  rmSync(dir, { recursive: true, force: true });
});
