// Issue 29 point 2: /movie/analyze (趋势) against the real binary. The history is
// written into the binary's own SQLite file with Debian's sqlite3 (what the engine
// would have recorded over days: download records, a subscription, a subtitle
// state, two site snapshots), dated relative to today; each chart's table must
// show the numbers that history gives.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ClientFunction, Selector } from "testcafe";
import { axeScript } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { axeInBothThemes, openSignedIn } from "./support/session";

/** Local YYYY-MM-DD `days` from today (the binary stores local times). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function seedSQL(): string {
  const rec = (
    id: number,
    site: string,
    mb: number,
    created: string,
    filed: string,
    res: string,
    name: string,
    sub: number,
  ) =>
    `INSERT INTO download_record(id, site_name, user_id, torrent_name, torrent_subject, torrent_hash, save_path,
      client_name, size_mb, status, created_at, link_path, completed_at, resolution, sub_id, sub_type)
      VALUES (${id}, '${site}', 1, '${name}', '', 'h${id}', '/dl', 'qb', ${mb}, 1, '${created}',
      '${filed ? `/media/${id}` : ""}', '${filed}', '${res}', ${sub}, '${sub ? "Sub" : ""}');`;
  return [
    `INSERT INTO subscriptions(id, uid, tmdb_id, media_type, cn_name, status, filter_name, created_at, updated_at)
      VALUES (1, 1, 603, 'Movie', '黑客帝国', 2, 'f', '${day(-3)} 00:00:00', '${day(-3)} 00:00:00');`,
    rec(
      1,
      "hdsky",
      1000,
      `${day(-2)} 10:00:00`,
      `${day(-1)} 10:00:00`,
      "1080p",
      "Movie.A.2020.1080p.BluRay.x264-CHD",
      1,
    ),
    rec(
      2,
      "mteam",
      2048,
      `${day(-2)} 11:00:00`,
      `${day(-1)} 12:00:00`,
      "2160p",
      "Movie.B.2021.2160p.WEB-DL.H265-HHWEB",
      0,
    ),
    rec(3, "hdsky", 500, `${day(-1)} 09:00:00`, "", "720p", "Movie.C.2022.720p-CHD", 0),
    `INSERT INTO subtitle_items(video, record_id, state, first_seen) VALUES ('/media/1/a.mkv', 1, 'have', '');`,
    `INSERT INTO site_snapshot(site_name, day, upload_mb, download_mb) VALUES ('hdsky', '${day(-5)}', 1000, 500),
      ('hdsky', '${day(-1)}', 1500, 600);`,
  ].join("\n");
}

const search = ClientFunction(() => window.location.search);
const chart = (name: string) => Selector(`[data-chart="${name}"]`);
/** Every chart's table, row by row as "a|b|c", in one round trip. */
const tables = ClientFunction(() => {
  // Array.from, not spread: TestCafe compiles client code for old targets.
  const out: Record<string, string[]> = {};
  for (const card of Array.from(document.querySelectorAll("[data-chart]"))) {
    out[card.getAttribute("data-chart") ?? ""] = Array.from(card.querySelectorAll("tbody tr")).map(
      (tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent).join("|"),
    );
  }
  return out;
});

fixture("趋势 (/movie/analyze)")
  .clientScripts(axeScript)
  .before(async (fc) => {
    const signedIn = await startSignedIn({ password: "analyze-pass-1" });
    Object.assign(fc, signedIn);
    // The tables exist once the binary is up; sqlite3 waits on its lock.
    const db = join(signedIn.server.dataDir, "movie-robot.db");
    execFileSync("sqlite3", ["-cmd", ".timeout 10000", db], { input: seedSQL() });
  })
  .after(async (fc) => stopAll((fc as Partial<SignedIn>).server));

test("every chart's table shows the seeded history; the period is in the URL", async (t) => {
  await openSignedIn(t, fixtureSession(t), "/movie/analyze");
  const ready = chart("activity").find("canvas");
  await t.expect(ready.exists).ok({ timeout: 15_000 });
  const rows = await tables();
  await t.expect(rows.activity).contains(`${day(-2)}|2|0`);
  await t.expect(rows.activity).contains(`${day(-1)}|1|2`);
  await t.expect(rows.sites).eql(["mteam|2.00 GB|1", "hdsky|1.46 GB|2"]);
  await t.expect(rows.upload).contains(`${day(-1)}|500.00 MB`);
  await t.expect(rows.ratio).contains(`${day(-1)}|2.50`);
  await t.expect(rows.quality).eql(["1080p|1", "2160p|1"]);
  await t.expect(rows.groups).eql(["CHD|1", "HHWEB|1"]);
  await t.expect(rows.subtitles).eql(["已有字幕|1", "尚未检查|1"]);
  await t.expect(chart("waits").textContent).contains("中位数 58.0 小时");

  // 显示表格 makes a chart's table visible (it is in the accessibility tree either way).
  const toggle = chart("groups").find("button").withExactText("显示表格");
  await t.click(toggle);
  await t.expect(chart("groups").find("table").visible).ok();
  await t.takeScreenshot({ path: "analyze/analyze-1280.png", fullPage: true });
  await axeInBothThemes(t, ready);

  await t.click(Selector('[role="radio"]').withExactText("近12周（按周）"));
  await t.expect(Selector("body").withText("周（起始日）").exists).ok();
  await t.expect(search()).eql("?range=12w");

  await t.resizeWindow(390, 844);
  await axeInBothThemes(t, ready, async (tt, theme) => {
    await tt.takeScreenshot({ path: `analyze/analyze-390-${theme}.png`, fullPage: true });
  });
});
