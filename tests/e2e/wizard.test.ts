// Issue 4: a fresh install walks the whole setup wizard in Chromium, against
// the real binary, a stand-in Emby and a real qbittorrent-nox.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { button, field, pathname } from "./support/page";
import { type RunningServer, startServer } from "./support/server";
import {
  EMBY_VERSION,
  makeFolderTree,
  QB_PASSWORD,
  QB_USER,
  type Standin,
  startEmby,
  startQbittorrent,
} from "./support/standins";

const EMBY_KEY = "emby-key-for-tests";

type Ctx = {
  server: RunningServer;
  emby: Standin;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
};
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const heading = (text: string) => Selector("h1").withExactText(text);
const status = (text: string) => Selector('[role="status"]').withText(text);
const healthTag = Selector(".mr-health .bp6-tag");
const dirLabel = (name: string) => Selector(".mr-dir-label").withExactText(name);
// wouter follows pushState, so this opens a route without a page load.
const goClientSide = ClientFunction((path: string) => window.history.pushState(null, "", path));

fixture("Setup wizard: admin to the home page")
  .clientScripts(axeScript)
  .before(async (fc) => {
    fc.server = await startServer();
    fc.emby = await startEmby(EMBY_KEY);
    fc.qb = await startQbittorrent();
    fc.tree = makeFolderTree();
  })
  .after(async (fc) => {
    const c = fc as Ctx;
    await c.server?.stop();
    await c.emby?.stop();
    await c.qb?.stop();
    c.tree?.remove();
  });

async function adminStep(t: TestController) {
  await t.navigateTo(`${ctx(t).server.url}/`);
  await t.expect(pathname()).eql("/setup/admin");
  await t.expect(heading("管理用户设置").exists).ok();
  await expectNoAxeViolations(t);
  await t
    .typeText(field("登陆密码"), "wizard-pass-1")
    .typeText(field("确认密码"), "wizard-pass-1")
    .click(button("创建进入下一步"));
}

async function webStep(t: TestController) {
  await t.expect(pathname()).eql("/setup/web");
  await t.expect(heading("网站访问设置").exists).ok();
  await t.expect(field("站点访问地址").value).eql("http://");
  await t.expect(field("网站访问端口").value).eql("1329");
  await expectNoAxeViolations(t);
  await t
    .typeText(field("站点访问地址"), "mr.example.com", { replace: true })
    .typeText(field("网站访问端口"), "70000", { replace: true })
    .click(button("保存进入下一步"));
  await t
    .expect(Selector("body").withText("站点访问地址必须是以http://或https://开头的网址").exists)
    .ok();
  await t.expect(Selector("body").withText("网站访问端口必须是1到65535之间的整数").exists).ok();
  await t
    .typeText(field("站点访问地址"), "https://mr.example.com", { replace: true })
    .typeText(field("网站访问端口"), "1329", { replace: true })
    .click(button("保存进入下一步"));
}

async function mediaServerStep(t: TestController) {
  await t.expect(pathname()).eql("/setup/media-server");
  await t.expect(heading("媒体服务设置").exists).ok();
  await t.expect(button("返回网站访问设置").exists).ok();
  await t.expect(healthTag.withExactText("未设置").exists).ok();
  await expectNoAxeViolations(t);
  await t.click(button("保存进入下一步"));
  await t.expect(Selector("body").withText("访问地址不能为空").exists).ok();
  await t.expect(Selector("body").withText("API密钥不能为空").exists).ok();
  await t
    .typeText(field("访问地址"), ctx(t).emby.url, { replace: true })
    .typeText(field("API密钥"), EMBY_KEY)
    .click(button("测试连接"));
  await t.expect(status(`连接成功（版本 ${EMBY_VERSION}）`).exists).ok();
  await t.expect(healthTag.withExactText("可用").exists).ok();
  await t.click(button("保存进入下一步"));
}

async function downloadClientStep(t: TestController) {
  await t.expect(pathname()).eql("/setup/download-client");
  await t.expect(heading("下载工具设置").exists).ok();
  // The back button says where it goes: the media server step, which kept what it saved.
  await t.click(button("返回媒体服务设置"));
  await t.expect(pathname()).eql("/setup/media-server");
  await t.expect(field("访问地址").value).eql(ctx(t).emby.url);
  await t.click(button("保存进入下一步"));
  await t.expect(pathname()).eql("/setup/download-client");
  await expectNoAxeViolations(t);
  await t
    .typeText(field("访问地址"), ctx(t).qb.url, { replace: true })
    .typeText(field("登陆账号"), QB_USER)
    .typeText(field("登陆密码"), QB_PASSWORD)
    .click(button("测试连接"));
  await t.expect(status("连接成功").exists).ok();
  await t.expect(healthTag.withExactText("可用").exists).ok();

  // One wrong login (qBittorrent bans 127.0.0.1 after five): saved, but 异常.
  await t
    .typeText(field("登陆密码"), "not-the-password", { replace: true })
    .click(button("保存进入下一步"));
  await t.expect(status("已保存，但连接失败：登录qBittorrent失败：用户名或密码错误").exists).ok();
  await t.expect(healthTag.withExactText("异常").exists).ok();
  await t.expect(pathname()).eql("/setup/download-client");
  await t.expect(button("仍然进入下一步").exists).ok();

  await t
    .typeText(field("登陆密码"), QB_PASSWORD, { replace: true })
    .click(button("保存进入下一步"));
}

async function mediaPathStep(t: TestController) {
  const { tree } = ctx(t);
  await t.expect(pathname()).eql("/setup/media-path");
  await t.expect(heading("设置媒体文件夹").exists).ok();
  await t.expect(Selector("h2").withExactText("路径1").exists).ok();
  // The saved client is qBittorrent, so its category field shows.
  await t.expect(field("qbittorrent分类名称").exists).ok();
  await expectNoAxeViolations(t);
  await t
    .typeText(field("下载保存路径"), "/downloads/movie")
    .typeText(field("qbittorrent分类名称"), "movie");

  // The container path is picked through the server's folder tree, one level at a time.
  await t.click(Selector('button[aria-label="选择下载路径装载到容器的路径"]'));
  const dialog = Selector(".bp6-dialog").withText("选择文件夹");
  await t.expect(dialog.visible).ok();
  await t.click(dialog.find(".mr-dir-label").withExactText("tmp"));
  await t.click(dirLabel(tree.name)).click(dirLabel("downloads"));
  await t.expect(dialog.withText(`已选择：${tree.root}/downloads`).exists).ok();
  await expectNoAxeViolations(t);
  await t.click(dialog.find("button").withExactText("确定"));
  await t.expect(dialog.exists).notOk();
  await t.expect(field("下载路径装载到容器的路径").value).eql(`${tree.root}/downloads`);

  // A folder that is not there: check_path's answer under the field, on blur.
  await t.typeText(field("下载完整理的目标路径"), `${tree.root}/nope`).pressKey("tab");
  await t.expect(Selector("body").withText("路径（path）不存在").exists).ok();
  await t
    .typeText(field("下载完整理的目标路径"), `${tree.root}/library`, { replace: true })
    .pressKey("tab");
  await t.expect(Selector("body").withText("路径（path）不存在").exists).notOk();
  await t.click(button("保存进入下一步"));
}

async function movieMetadataStep(t: TestController) {
  await t.expect(pathname()).eql("/setup/movie-metadata");
  await t.expect(heading("媒体元数据接口设置").exists).ok();
  await t.click(button("返回媒体路径设置"));
  await t.expect(pathname()).eql("/setup/media-path");
  await t.expect(field("下载完整理的目标路径").value).eql(`${ctx(t).tree.root}/library`);
  await t.click(button("保存进入下一步"));
  await t.expect(pathname()).eql("/setup/movie-metadata");
  await expectNoAxeViolations(t);
  await t.typeText(field("代理设置"), "proxy.lan:8080").click(button("完成设置"));
  await t.expect(Selector("body").withText("TMDB API密钥不能为空").exists).ok();
  await t
    .expect(
      Selector("body").withText("代理设置必须是以http://、https://或socks5://开头的地址").exists,
    )
    .ok();
  await t
    .typeText(field("TMDB API密钥"), "tmdb-key")
    .typeText(field("代理设置"), "socks5://127.0.0.1:1080", { replace: true })
    .click(button("完成设置"));
}

test("a fresh install walks every step and lands on the home page", async (t) => {
  await adminStep(t);
  await webStep(t);
  await mediaServerStep(t);
  await downloadClientStep(t);
  await mediaPathStep(t);
  await movieMetadataStep(t);
  await t.expect(pathname()).eql("/");
  await t.expect(Selector(".bp6-toast").withText("设置完成").exists).ok();

  // Each step kept what it saved: the config screens show it.
  await t.navigateTo(`${ctx(t).server.url}/config/download-client`);
  await t.expect(healthTag.withExactText("可用").exists).ok();
  await t.expect(field("访问地址").value).eql(ctx(t).qb.url);
  await t.navigateTo(`${ctx(t).server.url}/config/media-path`);
  await t.expect(field("下载路径装载到容器的路径").value).eql(`${ctx(t).tree.root}/downloads`);
  await t.expect(field("下载完整理的目标路径").value).eql(`${ctx(t).tree.root}/library`);
});

test("a finished install sends the wizard's pages to their /config/* twins", async (t) => {
  // Every test starts with a clean browser: sign in with the admin the walk created.
  await t.navigateTo(`${ctx(t).server.url}/auth/sign-in`);
  await t
    .typeText(field("账号"), "admin")
    .typeText(field("密码"), "wizard-pass-1")
    .click(button("登陆"));
  await t.expect(pathname()).eql("/");
  await t.navigateTo(`${ctx(t).server.url}/setup/movie-metadata`);
  await t.expect(pathname()).eql("/config/movie-metadata");
  await t.navigateTo(`${ctx(t).server.url}/setup/web`);
  await t.expect(pathname()).eql("/config/web");
  await t.expect(field("站点访问地址").value).eql("https://mr.example.com");
  // Inside the app (no page load), the client sends the step to its twin too.
  await goClientSide("/setup/media-path");
  await t.expect(pathname()).eql("/config/media-path");
});
