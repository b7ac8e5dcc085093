// Issue 29 (activity): against the real binary, a manual send to a download client that is down
// (its address a closed port) fails; 活动 shows the failure with its reason; once the client
// points at a real qbittorrent-nox, 重试 sends the same search result again and the download
// appears in 进行中 and in 下载记录. axe in Light and Deep_Dark at 1280 and 390 px.
import { Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { axeInBothThemes, callApi, mustCall, openSignedIn } from "./support/session";
import { saveStandinSite } from "./support/setup";
import {
  freePort,
  makeFolderTree,
  QB_PASSWORD,
  QB_USER,
  type Standin,
  startQbittorrent,
} from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "activity-tests-pass-1";
const COOKIE = "c_secure_uid=7; c_secure_pass=activity-e2e";

type Ctx = SignedIn & {
  go: GoStandins;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
};

const ctx = (t: TestController) => t.fixtureCtx as Ctx;

/** The default client "qb" at `url` (edit: it exists already). */
const saveClient = (c: Ctx, url: string, edit: boolean) =>
  mustCall(c.session, "/api/setting/save_download_client", {
    type: "qbittorrent",
    name: "qb",
    url,
    username: QB_USER,
    password: QB_PASSWORD,
    need_login: true,
    is_default: true,
    site_id: null,
    edit_name: edit ? "qb" : null,
  });

const failure = Selector(".mr-activity-row").withText("发送失败");

fixture("Activity: a failed send with its reason, and 重试")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const c = fc as Ctx;
    c.go = await startGoStandins(`nexusphp?${new URLSearchParams({ cookie: COOKIE })}`);
    Object.assign(c, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    c.qb = await startQbittorrent();
    c.tree = makeFolderTree();
    const downloads = `${c.tree.root}/downloads`;
    await mustCall(c.session, "/api/config/save_media_path", [
      {
        download_path: downloads,
        source_dir: downloads,
        target_dir: `${c.tree.root}/library`,
        type: "movie",
        file_process_mode: "link",
      },
    ]);
    await saveStandinSite(c.session, c.go.urls.nexusphp, COOKIE);
    // Nothing listens there: the client is down.
    await saveClient(c, `http://127.0.0.1:${await freePort()}`, false);
    const found = await callApi<{ torrents: { id: number }[] }>(
      c.session,
      "/api/movie/search_keyword?keyword=oppenheimer",
    );
    const id = found.data.torrents[0]?.id;
    const sent = await callApi(
      c.session,
      `/api/download/torrent?${new URLSearchParams({ id: String(id), site_id: "hdsky", save_path: downloads })}`,
    );
    if (sent.code === 0) throw new Error("the send to a closed port succeeded");
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go, c.qb, c.tree);
  });

test("活动 shows the failed send with its reason; 重试 sends it once the client answers", async (t) => {
  const c = ctx(t);
  await openSignedIn(t, c.session, "/download/activity?outcome=failure");
  await t.expect(Selector("h1").withExactText("活动").exists).ok();
  await t.expect(failure.exists).ok({ timeout: 15_000 });
  await t.expect(failure.innerText).contains("Oppenheimer");
  await t.expect(failure.find(".mr-activity-reason").innerText).contains("无法连接下载器");
  await t.expect(Selector("#mr-activity-outcome").value).eql("failure");
  await axeInBothThemes(t, failure);
  await t.resizeWindow(390, 844);
  await axeInBothThemes(t, failure);
  await t.takeScreenshot({ path: "activity/failure-390.png", fullPage: true });
  await t.resizeWindow(1280, 900);

  // The client answers now: 重试 sends the same torrent; the page hears of it on the stream.
  await saveClient(c, c.qb.url, true);
  await t.click(failure.find("button").withText("重试"));
  // What the engine answered stays on the row (a toast says it too, briefly).
  await t
    .expect(failure.innerText)
    .contains("已重试：已提交到下载器qb：Oppenheimer", { timeout: 30_000 });
  const queue = Selector('[role="region"]').withText("进行中");
  await t.expect(queue.withText("下载中").withText("奥本海默").exists).ok({ timeout: 15_000 });

  // Every outcome: the 开始下载 that the retry made is in the history too.
  await t.click(Selector("#mr-activity-outcome"));
  await t.click(Selector("#mr-activity-outcome option").withExactText("全部"));
  await t
    .expect(Selector(".mr-activity-row").withText("开始下载").withText("奥本海默").exists)
    .ok({ timeout: 15_000 });
  await t.takeScreenshot({ path: "activity/retried.png", fullPage: true });

  await openSignedIn(t, c.session, "/download/record");
  await t.expect(Selector(".mr-record-card").withText("奥本海默").exists).ok({ timeout: 15_000 });
});
