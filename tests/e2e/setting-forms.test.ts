// Issue 5, the /setting/* section forms against the real binary: each saves,
// toasts, lands where screens.md says and shows the stored values when
// opened again; a broken rule shows the server's words and sends nothing;
// the scraper's priority lists reorder from the keyboard. axe runs on every
// screen in Light and in Deep_Dark.
import { ClientFunction, RequestLogger, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { button, field, pathname, reload, storeTheme } from "./support/page";
import { axeInBothThemes, openSignedIn as openAs } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "forms-tests-pass-1";
const CC_UUID = "forms-uuid";
const CC_PASSWORD = "forms-secret";

type Ctx = SignedIn & { cookieCloud: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const saves = RequestLogger(/\/api\/setting\/(save|test)_/, { logRequestBody: true });
const focusButton = ClientFunction((label: string, nth: number) => {
  const all = document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`);
  all[nth]?.focus();
});
const focused = Selector(() => document.activeElement as HTMLElement);
const toast = (text: string) => Selector(".bp6-toast").withText(text);
const checkLabel = (label: string) => Selector("label.bp6-checkbox").withText(label);
const checkbox = (label: string) => checkLabel(label).find("input");
const text = (t: string) => Selector("main").withText(t);

/**
 * The Go CookieCloud stand-in holding what the browser extension would have
 * uploaded for CC_UUID: two sites' cookies, encrypted with CC_PASSWORD.
 */
function startCookieCloud(): Promise<GoStandins> {
  const data = JSON.stringify({
    cookie_data: {
      "a.example": [{ name: "x", value: "1" }],
      "b.example": [{ name: "y" }, { name: "z" }],
    },
  });
  return startGoStandins(
    `cookiecloud?${new URLSearchParams({ uuid: CC_UUID, password: CC_PASSWORD, data })}`,
  );
}

const form = Selector("main form");

/** `path` opened signed in, in Light, once its form (and its stored values) is in. */
async function openSignedIn(t: TestController, path: string): Promise<void> {
  await openAs(t, ctx(t).session, path, "LIGHT");
  await t.expect(form.exists).ok();
}

/** The refused rule's message is shown and nothing reached the server. */
async function refusedLocally(t: TestController, message: string): Promise<void> {
  await t.expect(text(message).exists).ok();
  await t.expect(saves.requests.length).eql(0, "a refused form must send nothing");
}

/** 保存 → the server's toast → the settings hub. */
async function savedToHub(t: TestController, message: string): Promise<void> {
  await t.click(button("保存"));
  await t.expect(toast(message).exists).ok();
  await t.expect(pathname()).eql("/setting/index");
}

/** Opens `path` again from the start (a full load) to read what was stored. */
async function reopen(t: TestController, path: string): Promise<void> {
  await t.navigateTo(`${ctx(t).server.url}${path}`);
  await t.expect(Selector("main form").exists).ok();
}

fixture("Settings section forms")
  .clientScripts(axeScript)
  .requestHooks(saves)
  .beforeEach(async () => {
    saves.clear();
  })
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fc.cookieCloud = await startCookieCloud();
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).cookieCloud));

test("/setting/edit-douban", async (t) => {
  await openSignedIn(t, "/setting/edit-douban");
  await t.expect(Selector("h1").withExactText("设置豆瓣电影").exists).ok();
  await axeInBothThemes(t, form);
  await t.click(button("保存"));
  await refusedLocally(t, "Cookie不能为空");
  await t.typeText(field("Cookie"), "bid=forms; dbcl2=x");
  await savedToHub(t, "保存成功");
  await reopen(t, "/setting/edit-douban");
  await t.expect(field("Cookie").value).eql("bid=forms; dbcl2=x");
});

for (const [path, title, key] of [
  ["/setting/edit-tmdb", "设置TheMovieDB API", "TMDB API密钥"],
  ["/setting/edit-fanart", "设置FanArt API", "FanArt API密钥"],
] as const) {
  test(path, async (t) => {
    await openSignedIn(t, path);
    await t.expect(Selector("h1").withExactText(title).exists).ok();
    await axeInBothThemes(t, form);
    await t.typeText(field("代理设置"), "127.0.0.1:8030").click(button("保存"));
    await refusedLocally(t, `${key}不能为空`);
    await t.expect(text("代理设置必须是以http://、https://或socks5://开头的地址").exists).ok();
    await t
      .typeText(field(key), `${key}-value`)
      .typeText(field("代理设置"), "socks5://127.0.0.1:1080", { replace: true });
    await savedToHub(t, "保存成功");
    await reopen(t, path);
    await t.expect(field(key).value).eql(`${key}-value`);
    await t.expect(field("代理设置").value).eql("socks5://127.0.0.1:1080");
  });
}

test("/setting/edit-web", async (t) => {
  await openSignedIn(t, "/setting/edit-web");
  await t.expect(field("主机").value).eql("::");
  await t.expect(field("端口").value).eql("1329");
  await axeInBothThemes(t, form);
  await t.typeText(field("主机"), "my host", { replace: true }).click(button("保存"));
  await refusedLocally(t, "主机必须是IP地址（如 :: 或 0.0.0.0）或主机名");
  await t
    .typeText(field("站点访问地址"), "https://mr.example.com", { replace: true })
    .typeText(field("主机"), "0.0.0.0", { replace: true })
    .typeText(field("端口"), "8080", { replace: true });
  await savedToHub(t, "设置保存成功，但此页面设置需要重启后才生效。");
  await reopen(t, "/setting/edit-web");
  await t.expect(field("站点访问地址").value).eql("https://mr.example.com");
  await t.expect(field("主机").value).eql("0.0.0.0");
  await t.expect(field("端口").value).eql("8080");
});

test("/setting/pass-cloudflare", async (t) => {
  await openSignedIn(t, "/setting/pass-cloudflare");
  await t.expect(text("如果你不配置则会自动使用VIP专用的香港节点").exists).ok();
  await t.expect(field("flaresolverr api地址").value).eql("http://");
  await axeInBothThemes(t, form);
  await t
    .typeText(field("flaresolverr api地址"), "http://127.0.0.1:8191", { replace: true })
    .click(button("保存"));
  await refusedLocally(t, "flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1");
  await t.takeScreenshot({ path: "setting-forms/pass-cloudflare-refused.png", fullPage: true });
  await t.typeText(field("flaresolverr api地址"), "/v1");
  await savedToHub(t, "保存成功");
  await reopen(t, "/setting/pass-cloudflare");
  await t.expect(field("flaresolverr api地址").value).eql("http://127.0.0.1:8191/v1");
});

test("/setting/cookie-cloud", async (t) => {
  await openSignedIn(t, "/setting/cookie-cloud");
  await t.expect(Selector("h1").withExactText("CookieCloud设置").exists).ok();
  await axeInBothThemes(t, form);
  await t.click(checkLabel("启用CookieCloud同步")).click(button("保存"));
  await refusedLocally(t, "服务器地址不能为空");
  await t
    .typeText(field("服务器地址"), ctx(t).cookieCloud.urls.cookiecloud)
    .typeText(field("用户KEY（UUID）"), CC_UUID)
    .typeText(field("端对端加密密码"), "wrong")
    .click(button("测试"));
  await t
    .expect(Selector('[role="alert"]').withText("解密失败，请检查UUID和端对端加密密码").exists)
    .ok();
  await t.typeText(field("端对端加密密码"), CC_PASSWORD, { replace: true }).click(button("测试"));
  await t.expect(text("连接成功，已解密2个网站的3条Cookie").exists).ok();
  await expectNoAxeViolations(t);
  await t.takeScreenshot({ path: "setting-forms/cookie-cloud-tested.png", fullPage: true });
  await t.typeText(field("同步间隔（分钟）"), "30", { replace: true });
  await savedToHub(t, "保存成功");
  await reopen(t, "/setting/cookie-cloud");
  await t.expect(field("服务器地址").value).eql(ctx(t).cookieCloud.urls.cookiecloud);
  await t.expect(field("用户KEY（UUID）").value).eql(CC_UUID);
  await t.expect(field("端对端加密密码").value).eql(CC_PASSWORD);
  await t.expect(field("同步间隔（分钟）").value).eql("30");
  await t.expect(checkbox("启用CookieCloud同步").checked).ok();
});

test("/setting/edit-free-download", async (t) => {
  await openSignedIn(t, "/setting/edit-free-download");
  await t.expect(field("最大活跃刷流种子数").value).eql("0");
  await axeInBothThemes(t, form);
  await t.selectText(field("最大活跃刷流种子数")).pressKey("delete").click(button("保存"));
  await refusedLocally(t, "最大活跃刷流种子数必须是不小于0的整数");
  await t
    .typeText(field("最大活跃刷流种子数"), "12")
    .typeText(field("磁盘可用空间"), "2048", { replace: true })
    .click(checkLabel("启用流量管理任务"));
  await savedToHub(t, "保存成功，已经生效");
  await reopen(t, "/setting/edit-free-download");
  await t.expect(field("最大活跃刷流种子数").value).eql("12");
  await t.expect(field("磁盘可用空间").value).eql("2048");
  await t.expect(checkbox("启用流量管理任务").checked).ok();
});

test("/setting/edit-search-setting", async (t) => {
  await openSignedIn(t, "/setting/edit-search-setting");
  await axeInBothThemes(t, form);
  await t.typeText(field("连接网站超时时间(秒)"), "0", { replace: true }).click(button("保存"));
  await refusedLocally(t, "连接网站超时时间必须是1到600之间的整数（秒）");
  await t
    .typeText(field("连接网站超时时间(秒)"), "30", { replace: true })
    .typeText(field("返回给页面的最大结果条数"), "200", { replace: true })
    .click(checkLabel("豆瓣搜索结果以海报墙展示"));
  await savedToHub(t, "保存成功，刷新浏览器后生效");
  await reopen(t, "/setting/edit-search-setting");
  await t.expect(field("连接网站超时时间(秒)").value).eql("30");
  await t.expect(field("返回给页面的最大结果条数").value).eql("200");
  await t.expect(checkbox("豆瓣搜索结果以海报墙展示").checked).ok();
});

test("/setting/edit-link", async (t) => {
  await openSignedIn(t, "/setting/edit-link");
  const recognize = checkbox("启用内置识别分析技术");
  await t.expect(recognize.checked).ok();
  await t.expect(recognize.hasAttribute("disabled")).ok();
  await axeInBothThemes(t, form);
  const movieName = Selector("#setting-link-movie_filename_format");
  await t.selectText(movieName).pressKey("delete").click(button("保存"));
  await refusedLocally(t, "电影文件名格式不能为空");
  await t.typeText(movieName, "{{ title }} ({{ year }})");
  const mode = field("文件处理方式");
  await t.click(mode).click(mode.find("option").withExactText("复制到目标路径"));
  await t.click(checkLabel("将原盘作为独立文件夹整理"));
  await savedToHub(t, "保存成功");
  await reopen(t, "/setting/edit-link");
  await t.expect(movieName.value).eql("{{ title }} ({{ year }})");
  await t.expect(field("文件处理方式").value).eql("copy");
  await t.expect(checkbox("将原盘作为独立文件夹整理").checked).ok();
  await t.takeScreenshot({ path: "setting-forms/link-deep-dark.png", fullPage: true });
});

/** The page as it looks in each palette and on a 390 px phone, for a person to check. */
async function screenshots(t: TestController, name: string): Promise<void> {
  await t.takeScreenshot({ path: `setting-forms/${name}-deep-dark.png`, fullPage: true });
  await storeTheme("LIGHT");
  await reload();
  await t.expect(Selector("main form").exists).ok();
  await t.takeScreenshot({ path: `setting-forms/${name}-light.png`, fullPage: true });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: `setting-forms/${name}-phone.png`, fullPage: true });
  await t.resizeWindow(1280, 900);
}

test("/setting/edit-subtitle", async (t) => {
  await t.resizeWindow(1280, 900);
  await openSignedIn(t, "/setting/edit-subtitle");
  await t.expect(field("无字幕时等待时间上限").value).eql("4320");
  await t.expect(field("排除区域").textContent).contains("中国大陆");
  await axeInBothThemes(t, form);
  // The multi-select opens from the keyboard; Space ticks; Esc closes back to it.
  // From the template: its two doc links, then the first multi-select.
  await t.click(field("文件名模版")).pressKey("tab tab tab");
  await t.expect(focused.getAttribute("id")).eql("setting-subtitle-exclude_area");
  await t.pressKey("enter");
  const list = Selector(".mr-multi-select-list");
  await t.expect(list.visible).ok();
  await expectNoAxeViolations(t);
  await t.click(list.find("label").withText("日本")).pressKey("esc");
  await t.expect(list.exists).notOk();
  await t.expect(focused.getAttribute("id")).eql("setting-subtitle-exclude_area");
  await t.expect(field("排除区域").textContent).contains("日本");
  await t.click(field("时间轴同步语言"));
  await t.click(list.find("label").withText("zh-tw")).pressKey("esc");
  await t.expect(list.exists).notOk();
  // Blank once trimmed, as the server sees it.
  await t.typeText(field("文件名模版"), " ", { replace: true }).click(button("保存"));
  await refusedLocally(t, "文件名模版不能为空");
  await t.typeText(field("文件名模版"), "{{ name }}.{{ language }}.{{ ext }}", { replace: true });
  await t.click(checkLabel("开启字幕自动下载"));
  await savedToHub(t, "更改配置成功，需要重启后才能生效。");
  await reopen(t, "/setting/edit-subtitle");
  await t.expect(field("文件名模版").value).eql("{{ name }}.{{ language }}.{{ ext }}");
  await t.expect(field("排除区域").textContent).contains("日本");
  await t.expect(field("时间轴同步语言").textContent).contains("zh-tw");
  await t.expect(checkbox("开启字幕自动下载").checked).ok();
  await screenshots(t, "subtitle");
  // The refused state with a list open, as it looks.
  await t.typeText(field("文件名模版"), " ", { replace: true }).click(button("保存"));
  await t.expect(text("文件名模版不能为空").exists).ok();
  await t.click(field("字幕格式"));
  await t.expect(list.visible).ok();
  await t.takeScreenshot({ path: "setting-forms/subtitle-open-light.png", fullPage: true });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: "setting-forms/subtitle-open-phone.png", fullPage: true });
  await t.resizeWindow(1280, 900);
});

test("/setting/edit-scraper", async (t) => {
  await t.resizeWindow(1280, 900);
  await openSignedIn(t, "/setting/edit-scraper");
  await axeInBothThemes(t, form);
  const lists = Selector("fieldset.mr-priority-list");
  const firstRow = (n: number) => lists.nth(n).find("li").nth(0);
  await t.expect(firstRow(0).textContent).contains("FanArt");
  await t.expect(firstRow(2).textContent).contains("中文");

  // No NFO: pictures are off and cannot be switched on; back on, the choice returns.
  const image = checkbox("开启图片刮削");
  await t.click(checkLabel("生成NFO文件"));
  await t.expect(image.checked).notOk();
  await t.expect(image.hasAttribute("disabled")).ok();
  await t.click(checkLabel("生成NFO文件"));
  await t.expect(image.checked).ok();
  await t.click(checkLabel("使用中文演员信息"));
  await t.expect(field("人员数据NFO和图片目录").hasAttribute("disabled")).ok();
  await t.click(checkLabel("使用中文演员信息"));
  await t.typeText(field("人员数据NFO和图片目录"), "/config/metadata/People");

  // Reorder from the keyboard: the focus follows the moved row.
  await focusButton("上移 TheMovieDB", 0);
  await t.pressKey("enter");
  await t.expect(focused.getAttribute("aria-label")).eql("下移 TheMovieDB");
  await t.expect(firstRow(0).textContent).contains("TheMovieDB");
  await focusButton("下移 中文", 0);
  await t.pressKey("space");
  await t.expect(focused.getAttribute("aria-label")).eql("上移 中文");
  await t.expect(firstRow(2).textContent).contains("英文");
  // An unchecked source cannot move.
  await t.click(lists.nth(1).find("label").withText("FanArt"));
  await t
    .expect(lists.nth(1).find('button[aria-label="下移 FanArt"]').hasAttribute("disabled"))
    .ok();
  await expectNoAxeViolations(t);

  await t.click(button("保存"));
  await t.expect(toast("保存成功").exists).ok();
  await t.expect(pathname()).eql("/setting/edit-scraper");
  await reload();
  await t.expect(Selector("main form").exists).ok();
  await t.expect(firstRow(0).textContent).contains("TheMovieDB");
  await t.expect(firstRow(2).textContent).contains("英文");
  await t.expect(lists.nth(1).find("label").withText("FanArt").find("input").checked).notOk();
  await t.expect(field("人员数据NFO和图片目录").value).eql("/config/metadata/People");
  await screenshots(t, "scraper");
});
