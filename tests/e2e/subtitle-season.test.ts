// Issue 27, the season variant of 下载字幕 (download-record.test.ts has the movie): a season of
// 繁花 filed earlier (its download record written into the binary's SQLite with Debian's sqlite3,
// three episode files in the library) is on the Emby stand-in with episodes 1–3 present. 下载字幕
// on the search page's media-server card asks for that season's present episodes; the 字幕库
// stand-in's subtitle of each lands next to its episode under the 文件名模版, in UTF-8.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Selector } from "testcafe";
import { type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { type GoStandins, startGoStandins } from "./support/go-standins";
import { openSignedIn } from "./support/session";
import { saveEmbyStandin } from "./support/setup";
import { makeFolderTree } from "./support/standins";

const EMBY_KEY = "season-emby-key";
const episode = (n: number) => `繁花.S01E0${n}.2023.1080p.WEB-DL.H264-HHWEB`;

type Ctx = SignedIn & {
  go: GoStandins;
  tree: ReturnType<typeof makeFolderTree>;
};
const ctx = (t: TestController) => t.fixtureCtx as Ctx;
const season = (c: Ctx) => join(c.tree.root, "library", "繁花 (2023)", "Season 1");

fixture("下载字幕 for a season")
  .before(async (fc) => {
    const c = fc as Ctx;
    c.go = await startGoStandins(`emby?api_key=${EMBY_KEY}`, "zimuku");
    Object.assign(
      c,
      await startSignedIn({
        password: "season-tests-pass-1",
        args: ["--subtitle-hosts", `zimuku=${c.go.urls.zimuku}`],
      }),
    );
    c.tree = makeFolderTree();
    mkdirSync(season(c), { recursive: true });
    for (const n of [1, 2, 3]) writeFileSync(join(season(c), `${episode(n)}.mkv`), "");
    await saveEmbyStandin(c.session, c.go.urls.emby, EMBY_KEY);
    // The record the organiser leaves for a filed season (TMDB 204541, as the Emby stand-in has it).
    execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(c.server.dataDir, "movie-robot.db")], {
      input: `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
        save_path, client_name, status, created_at, link_path, movie_name, movie_year, movie_type,
        season_index, tmdb_id) VALUES ('hdsky', 1, 'Blossoms.Shanghai.S01.2023.1080p.WEB-DL.H264-HHWEB',
        '', 'h1', '/dl', 'qb', 1, '2026-11-20 10:00:00', '${season(c)}', '繁花', 2023, 'TV', 1, 204541);`,
    });
  })
  .after(async (fc) => {
    const c = fc as Partial<Ctx>;
    await stopAll(c.server, c.go, c.tree);
  });

test("下载字幕 on a series' card places a subtitle next to each present episode", async (t) => {
  const c = ctx(t);
  const query = new URLSearchParams({ keyword: "繁花", searchDouban: "false" });
  await openSignedIn(t, c.session, `/movie/search?${query}`);
  const card = Selector(".mr-ms-card").withText("繁花");
  await t.expect(card.innerText).contains("第1季", { timeout: 15_000 });
  await t.click(card.find("button").withExactText("下载字幕"));
  const ask = Selector(".bp6-dialog").withText("下载字幕");
  await t.click(ask.find("button").withExactText("确认"));
  // Three episodes through the paced source take longer than the request waits: it says so.
  await t
    .expect(Selector(".bp6-toast").withText("正在后台为 3 个视频查找字幕").exists)
    .ok({ timeout: 40_000 });
  const placed = (n: number) => join(season(c), `${episode(n)}.zh-cn.ass`);
  for (let i = 0; i < 90 && ![1, 2, 3].every((n) => existsSync(placed(n))); i++) {
    await t.wait(1000);
  }
  for (const n of [1, 2, 3]) {
    // The default template {{ name }}.{{ language }}.{{ ext }}: the 双语 ass of that episode.
    await t.expect(existsSync(placed(n))).ok(`E0${n}'s subtitle placed`);
    await t.expect(readFileSync(placed(n), "utf8")).contains("繁花：第一句中文台词");
  }
  const asked = (await c.go.requests("zimuku")).filter((r) => r.path.startsWith("/download/"));
  await t
    .expect(asked.map((r) => r.path.slice(r.path.lastIndexOf("/") + 1)).sort())
    .eql(["3001", "3002", "3003"]);
});
