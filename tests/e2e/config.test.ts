// Issue 4: every /config/* screen saves, says so in place, and shows the
// stored values after a reload (real binary, Chromium).
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, field, pathname, reload, storeTheme } from "./support/page";
import { openSignedIn as openAs } from "./support/session";
import {
  EMBY_VERSION,
  freePort,
  makeFolderTree,
  type Standin,
  startEmby,
} from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "config-tests-pass-1";
const EMBY_KEY = "config-emby-key";

type Ctx = SignedIn & { emby: Standin; tree: ReturnType<typeof makeFolderTree> };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const status = (text: string) => Selector('[role="status"]').withText(text);
const healthTag = Selector(".mr-health .bp6-tag");
const checkbox = (label: string) => Selector("label.bp6-checkbox").withText(label);
const checked = (label: string) => checkbox(label).find("input").checked;

async function openSignedIn(t: TestController, path: string): Promise<void> {
  await openAs(t, fixtureSession(t), path);
  // The screen and its stored values are in (axe looks at the finished page).
  await t.expect(Selector("main form").exists).ok();
}

async function choose(t: TestController, label: string, option: string) {
  const select = field(label);
  await t.click(select).click(select.find("option").withExactText(option));
}

fixture("Configuration screens")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fc.emby = await startEmby(EMBY_KEY);
    fc.tree = makeFolderTree();
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.emby, c.tree);
  });

test("/config/web", async (t) => {
  await openSignedIn(t, "/config/web");
  await t.expect(Selector("h1").withExactText("网站访问设置").exists).ok();
  await expectNoAxeViolations(t);
  await t.expect(button("返回网站访问设置").exists).notOk();
  await t
    .typeText(field("站点访问地址"), "https://mr.example.com", { replace: true })
    .typeText(field("网站访问端口"), "8080", { replace: true })
    .click(button("保存"));
  await t.expect(status("设置保存成功，但此页面设置需要重启后才生效。").exists).ok();
  await reload();
  await t.expect(field("站点访问地址").value).eql("https://mr.example.com");
  await t.expect(field("网站访问端口").value).eql("8080");
});

test("/config/media-server", async (t) => {
  await openSignedIn(t, "/config/media-server");
  await expectNoAxeViolations(t);
  await choose(t, "媒体服务类型", "Plex");
  await t.expect(field("Token").exists).ok();
  await t.typeText(field("访问地址"), `http://127.0.0.1:${await freePort()}`, { replace: true });
  await t.typeText(field("Token"), "plex-token").click(button("保存"));
  // Saved although nothing answers: the reason shows and the tag says 异常.
  await t.expect(status("已保存，但连接失败：").exists).ok();
  await t.expect(healthTag.withExactText("异常").exists).ok();

  await choose(t, "媒体服务类型", "Emby");
  await t
    .typeText(field("访问地址"), ctx(t).emby.url, { replace: true })
    .typeText(field("API密钥"), EMBY_KEY, { replace: true })
    .click(button("保存"));
  await t.expect(status(`保存成功，连接正常（版本 ${EMBY_VERSION}）`).exists).ok();
  await t.expect(healthTag.withExactText("可用").exists).ok();
  await reload();
  await t.expect(field("媒体服务类型").value).eql("emby");
  await t.expect(field("访问地址").value).eql(ctx(t).emby.url);
  await t.expect(field("API密钥").value).eql(EMBY_KEY);
  await t.expect(healthTag.withExactText("可用").exists).ok();
});

test("/config/download-client", async (t) => {
  await openSignedIn(t, "/config/download-client");
  await expectNoAxeViolations(t);
  await choose(t, "下载工具", "transmission");
  await t.expect(checkbox("需要登陆(没配置内网免登必须勾选)").exists).notOk();
  const url = `http://127.0.0.1:${await freePort()}/transmission/rpc`;
  await t
    .typeText(field("访问地址"), url, { replace: true })
    .typeText(field("登陆账号"), "tr-user")
    .typeText(field("登陆密码"), "tr-pass")
    .click(checkbox("监控手动提交到下载器指定目录的种子"))
    .click(button("保存"));
  await t.expect(status("已保存，但连接失败：").exists).ok();
  await t.expect(healthTag.withExactText("异常").exists).ok();
  // The warning and the red tag stay readable in both themes.
  await expectNoAxeViolations(t);
  await storeTheme("LIGHT");
  await reload();
  await t.expect(Selector("body").withAttribute("data-theme", "light").exists).ok();
  await t.expect(Selector("main form").exists).ok();
  await expectNoAxeViolations(t);
  await t.expect(field("下载工具").value).eql("transmission");
  await t.expect(field("访问地址").value).eql(url);
  await t.expect(field("登陆账号").value).eql("tr-user");
  await t.expect(field("登陆密码").value).eql("tr-pass");
  await t.expect(checked("监控手动提交到下载器指定目录的种子")).ok();
  await t.expect(healthTag.withExactText("异常").exists).ok();
});

test("/config/media-path", async (t) => {
  const { root } = ctx(t).tree;
  await openSignedIn(t, "/config/media-path");
  const crumbs = Selector('nav[aria-label="当前位置"]');
  await t.expect(crumbs.find("a").withExactText("设置").exists).ok();
  await t.expect(crumbs.find('[aria-current="page"]').textContent).eql("媒体文件夹");
  await expectNoAxeViolations(t);
  await t
    .typeText(field("下载保存路径"), "/downloads/tv")
    .typeText(field("下载路径装载到容器的路径"), "/definitely/not/here")
    .pressKey("tab");
  await t.expect(Selector("body").withText("路径（path）不存在").exists).ok();
  await t
    .typeText(field("下载路径装载到容器的路径"), `${root}/downloads`, { replace: true })
    .typeText(field("下载完整理的目标路径"), `${root}/library`);
  await choose(t, "内容类型", "剧集");
  await choose(t, "文件处理方式", "移动到目标路径");

  // A second card of type XX: its target, mode and area are switched off.
  await t.click(button("加一个路径"));
  const second = Selector('[role="group"]').withText("路径2");
  await t.click(second.find("select").nth(0)).click(second.find("option").withExactText("XX"));
  await t
    .expect(
      second
        .find("input")
        .withAttribute("id", /target_dir/)
        .hasAttribute("disabled"),
    )
    .ok();
  await t
    .typeText(second.find("input").withAttribute("id", /download_path/), "/downloads/xx")
    .typeText(second.find("input").withAttribute("id", /source_dir/), `${root}/downloads`);
  await t.click(button("保存"));
  // As the original: a saved media path goes to the settings hub.
  await t.expect(pathname()).eql("/setting/index");

  await t.navigateTo(`${ctx(t).server.url}/config/media-path`);
  await t.expect(Selector("h2").withExactText("路径2").exists).ok();
  await t.expect(field("内容类型").value).eql("tv");
  await t.expect(field("下载完整理的目标路径").value).eql(`${root}/library`);
  await t.expect(field("文件处理方式").value).eql("move");
  await t.click(Selector('button[aria-label="删除路径2"]'));
  await t.expect(Selector("h2").withExactText("路径2").exists).notOk();
});

test("/config/movie-metadata", async (t) => {
  await openSignedIn(t, "/config/movie-metadata");
  await expectNoAxeViolations(t);
  await t
    .typeText(field("TMDB API密钥"), "tmdb-123", { replace: true })
    .typeText(field("FanArt API密钥"), "fanart-456", { replace: true })
    .typeText(field("代理设置"), "http://127.0.0.1:8030", { replace: true })
    .click(button("保存"));
  await t.expect(status("保存成功").exists).ok();
  await reload();
  await t.expect(field("TMDB API密钥").value).eql("tmdb-123");
  await t.expect(field("FanArt API密钥").value).eql("fanart-456");
  await t.expect(field("代理设置").value).eql("http://127.0.0.1:8030");
});

test("/config/free-download", async (t) => {
  await openSignedIn(t, "/config/free-download");
  await t.expect(Selector("h1").withExactText("流量管理").exists).ok();
  await expectNoAxeViolations(t);
  await t.expect(field("下载保存路径").value).eql("/downloads");
  await t.typeText(field("磁盘可用空间"), "10", { replace: true }).click(button("保存"));
  await t.expect(Selector("body").withText("磁盘可用空间必须是不小于50的整数").exists).ok();
  await t
    .typeText(field("下载保存路径"), "/downloads/free", { replace: true })
    .typeText(field("磁盘可用空间"), "2048", { replace: true })
    .typeText(field("下载数据统计周期"), "5", { replace: true })
    .typeText(field("最大上传速率"), "100", { replace: true })
    .click(checkbox("启用流量管理任务"))
    .click(button("保存"));
  await t.expect(status("保存成功").exists).ok();
  await reload();
  await t.expect(field("下载保存路径").value).eql("/downloads/free");
  await t.expect(field("磁盘可用空间").value).eql("2048");
  await t.expect(field("下载数据统计周期").value).eql("5");
  await t.expect(field("最大上传速率").value).eql("100");
  await t.expect(checked("启用流量管理任务")).ok();
});

test("/config/score-config", async (t) => {
  await openSignedIn(t, "/config/score-config");
  await t.expect(Selector("h1").withExactText("设置选种规则").exists).ok();
  await expectNoAxeViolations(t);
  await choose(t, "选种策略", "compact");
  await t
    .typeText(field("自定义关键字"), "中字,国配")
    .typeText(field("名称分数权重"), "80", { replace: true })
    .typeText(field("免费资源分数权重"), "0", { replace: true })
    .click(button("保存设置"));
  await t.expect(status("保存成功").exists).ok();
  await reload();
  await t.expect(field("选种策略").value).eql("compact");
  await t.expect(field("自定义关键字").value).eql("中字,国配");
  await t.expect(field("名称分数权重").value).eql("80");
  await t.expect(field("免费资源分数权重").value).eql("0");
  await t.expect(Selector('[role="slider"]').nth(0).getAttribute("aria-valuenow")).eql("80");
});
