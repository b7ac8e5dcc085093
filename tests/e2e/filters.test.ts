// Issue 13, filters and smart download against the real binary: a filter is
// created, renamed and deleted on /smartDownload/selectors and
// /smartDownload/edit-filter; the Douban wish-list settings are saved and the
// save-rule test asks the Douban stand-in (server/internal/standin) about a
// real subject. axe in Light and Deep_Dark; nothing scrolls sideways at 390 px.
import { ClientFunction, Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { field, focusedLabel, pathname } from "./support/page";
import { axeInBothThemes, mustCall, openSignedIn as openAs } from "./support/session";
import { saveMetadataStandins } from "./support/setup";

const ADMIN = "admin";
const PASSWORD = "filters-tests-pass-1";

type Ctx = SignedIn & { standins: GoStandins };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

const h1 = (text: string) => Selector("h1").withExactText(text);
const toast = (text: string) => Selector(".bp6-toast").withText(text);
const filterList = Selector("ul[aria-labelledby='filters-title']");
const filterRow = (name: string) => filterList.find("li").withText(name);
const menuItem = (text: string) => Selector("[role=menuitem]").withText(text);
const dialog = (name: string) => Selector("[role=dialog], [role=alertdialog]").withText(name);

function openSignedIn(t: TestController, path: string, theme = "LIGHT"): Promise<void> {
  return openAs(t, ctx(t).session, path, theme);
}

/** Ticks `choices` in the multi-select with id `id`, then closes its list. */
async function pick(t: TestController, id: string, ...choices: string[]): Promise<void> {
  await t.click(Selector(`#${id}`));
  const list = Selector(".mr-multi-select-list");
  for (const c of choices) await t.click(list.find("label").withText(c));
  await t.pressKey("esc");
  await t.expect(list.exists).notOk();
}

const sideways = ClientFunction(() => {
  const page = document.scrollingElement as HTMLElement;
  return page.scrollWidth > page.clientWidth;
});

fixture("Filters and smart download")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    c.standins = await startGoStandins("douban");
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    await saveMetadataStandins(c.session, { douban: c.standins.urls.douban });
    await mustCall(c.session, "/api/config/save_media_path", [
      {
        download_path: "/srv/dl/movie",
        source_dir: "/srv/dl/movie",
        target_dir: "/srv/media/movie",
        type: "movie",
        file_process_mode: "link",
      },
      {
        download_path: "/srv/dl/tv",
        source_dir: "/srv/dl/tv",
        target_dir: "/srv/media/tv",
        type: "tv",
        file_process_mode: "link",
      },
    ]);
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.standins);
  });

test("a filter is created, renamed and deleted", async (t) => {
  await openSignedIn(t, "/smartDownload/selectors");
  await t.expect(h1("过滤器").exists).ok();
  await t.expect(Selector("body").withText("还没有过滤器").exists).ok();
  await t.expect(Selector("ul[aria-labelledby='rules-title'] li").withText("compress").exists).ok();
  await t.click(Selector("a").withAttribute("aria-label", "添加过滤器"));
  await t.expect(pathname()).eql("/smartDownload/edit-filter");
  await t.expect(h1("自定义过滤器").exists).ok();

  await t.typeText(field("过滤器名称"), "4K电影");
  await t.typeText(field("优先级"), "5", { replace: true });
  await pick(t, "edit-filter-apply_media_type", "电影");
  await pick(t, "edit-filter-resolution", "2160p");
  await t.typeText(field("制作组"), "CMCT").pressKey("enter");
  await t.click(Selector("label").withText("必须有中文字幕"));
  await expectNoAxeViolations(t);
  await t.click(Selector("button").withExactText("提交"));
  await t.expect(toast("过滤器已保存").exists).ok();
  await t.expect(pathname()).eql("/smartDownload/selectors");
  await t.expect(filterRow("4K电影").withText("电影").exists).ok();
  await axeInBothThemes(t, filterRow("4K电影"));

  // Rename through the row menu: the same filter, now 超清电影.
  await t.click(filterRow("4K电影").find("button"));
  await t.click(menuItem("编辑"));
  await t.expect(pathname()).eql("/smartDownload/edit-filter");
  await t.expect(field("过滤器名称").value).eql("4K电影");
  await t.expect(Selector("body").withText("CMCT").exists).ok();
  await t.typeText(field("过滤器名称"), "超清电影", { replace: true });
  await t.click(Selector("button").withExactText("提交"));
  await t.expect(pathname()).eql("/smartDownload/selectors");
  await t.expect(filterRow("超清电影").exists).ok();
  await t.expect(filterRow("4K电影").exists).notOk();
  const saved = await mustCall<{ priority: number; has_cn: boolean; resolution: string[] }>(
    ctx(t).session,
    `/api/config/get_filter?filter_name=${encodeURIComponent("超清电影")}`,
  );
  await t.expect([saved.priority, saved.has_cn]).eql([5, true]);
  await t.expect(saved.resolution).eql(["2160p"]);

  await t.click(filterRow("超清电影").find("button"));
  await t.click(menuItem("删除"));
  await t.expect(dialog("确定要删除 超清电影 这个过滤器吗").exists).ok();
  // Esc: nothing deleted, and the focus is back on the row's ⋮ (the menu's item is gone).
  await t.pressKey("esc");
  await t.expect(dialog("删除提示").exists).notOk();
  const menuLabel = await filterRow("超清电影").find("button").getAttribute("aria-label");
  await t.expect(focusedLabel()).eql(menuLabel ?? "the row's ⋮");
  await t.click(filterRow("超清电影").find("button"));
  await t.click(menuItem("删除"));
  await t.expect(dialog("确定要删除 超清电影 这个过滤器吗").exists).ok();
  await t.click(dialog("删除提示").find("button").withExactText("删除"));
  await t.expect(toast("已删除").exists).ok();
  await t.expect(Selector("body").withText("还没有过滤器").exists).ok();
});

test("Douban wish-list settings are saved and the save rules tested", async (t) => {
  await openSignedIn(t, "/smartDownload/douban");
  await t.expect(h1("豆瓣想看").exists).ok();
  await t.click(Selector("button").withExactText("加一个用户"));
  await t.expect(Selector("h3").withExactText("监听用户").exists).ok();
  await t.typeText(Selector("#douban-users-0-id"), "ahbei");
  await t.expect(Selector("h3").withExactText("监听用户 ahbei").exists).ok();
  await t
    .expect(Selector("a").withExactText("去查找").getAttribute("href"))
    .eql("https://accounts.douban.com/passport/setting");
  await t
    .expect(Selector("a").withExactText("设置选种规则").getAttribute("href"))
    .match(/\/config\/score-config$/);
  await t.click(Selector("button").withExactText("加一个下载保存规则"));
  await pick(t, "douban-download_paths-0-cate", "犯罪");
  await t.click(Selector("#douban-download_paths-0-download_path"));
  await t.click(
    Selector("#douban-download_paths-0-download_path option").withText("电影路径：/srv/dl/movie"),
  );
  await t.click(Selector("button").withExactText("保存设置"));
  await t.expect(toast("保存成功").exists).ok();
  const stored = await mustCall<{
    users: { id: string; pull_time_range: number }[];
    download_paths: { type: string; cate: string[]; download_path: string }[];
  }>(ctx(t).session, "/api/config/get_douban");
  await t.expect(stored.users).eql([{ id: "ahbei", pull_time_range: 365 }]);
  await t
    .expect(stored.download_paths[0])
    .contains({ type: "movie", download_path: "/srv/dl/movie" });
  await t.expect(stored.download_paths[0]?.cate).eql(["犯罪"]);
  await axeInBothThemes(t, Selector("#douban-users-0-id"));

  // 肖申克的救赎 (剧情/犯罪) fits rule 1; 千与千寻 (no 犯罪) the first movie folder.
  await t.click(Selector("button").withExactText("测试一下保存规则"));
  const test = dialog("测试下载保存路径规则");
  await t.typeText(test.find("#douban-test-id"), "1292052");
  await t.click(test.find("button").withExactText("测试"));
  await t
    .expect(
      test.withText("《肖申克的救赎》").withText("符合下载保存规则1，将保存到 /srv/dl/movie")
        .exists,
    )
    .ok();
  await expectNoAxeViolations(t);
  await t.typeText(test.find("#douban-test-id"), "1291561", { replace: true });
  await t.click(test.find("button").withExactText("测试"));
  await t
    .expect(
      test.withText("没有符合的下载保存规则，将保存到电影的默认媒体文件夹 /srv/dl/movie").exists,
    )
    .ok();
  await t.click(test.find("button").withExactText("取消"));
  await t.expect(test.exists).notOk();
});

test("at 390 px the pages fit the screen", async (t) => {
  await t.resizeWindow(390, 844);
  for (const [path, ready] of [
    ["/smartDownload/selectors", Selector("ul[aria-labelledby='rules-title'] li")],
    ["/smartDownload/edit-filter", field("过滤器名称")],
    ["/smartDownload/douban", Selector("button").withExactText("保存设置")],
  ] as const) {
    await openSignedIn(t, path);
    await t.expect(ready.exists).ok();
    await t.expect(sideways()).notOk(`${path} scrolls sideways`);
  }
});
