// Issue 25, 自定义识别词 (/setting/recognition-rules) against the real binary:
// a rule that cannot be read is refused on the field, naming its line, and
// nothing is stored; a good rule saves; 预览 reads a name before and after
// the rules as typed. axe in Light and Deep_Dark (at 390 px in Deep_Dark).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { Selector } from "testcafe";
import { axeScript, expectNoAxeViolations } from "./support/axe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { button, field, reload, storeTheme } from "./support/page";
import { mustCall, openSignedIn } from "./support/session";
import { makeFolderTree } from "./support/standins";

const ADMIN = "admin";
const PASSWORD = "recognition-pass-1";
const PATH = "/setting/recognition-rules";
const NAME = "[风车字幕组][名侦探柯南][第857集][1080P]";
const BAD_LINE = "识别词第2行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字";

type Ctx = SignedIn & { tree: ReturnType<typeof makeFolderTree> };

const rules = () => field("识别词");
const previewRow = (label: string) =>
  Selector("main table tbody tr").filter((row) => row.querySelector("th")?.textContent === label, {
    label,
  });

/** 预览 of NAME; the 集 row must read 857 before the rules and 845 after. */
async function preview(t: TestController): Promise<void> {
  await t.typeText(field("种子名称"), NAME, { paste: true, replace: true });
  await t.click(button("预览"));
  const row = previewRow("集");
  await t.expect(row.exists).ok({ timeout: 15_000 });
  await t.expect(row.find("td").nth(0).textContent).eql("857");
  await t.expect(row.find("td").nth(1).textContent).eql("845");
}

fixture("自定义识别词")
  .clientScripts(axeScript)
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ admin: ADMIN, password: PASSWORD }));
    fc.tree = makeFolderTree();
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).server, (fc as Partial<Ctx>).tree));

test("a bad line is refused on the field, a good rule saves, 预览 shows before and after", async (t) => {
  const s = fixtureSession(t);
  await openSignedIn(t, s, PATH, "LIGHT");
  await t.expect(Selector("h1").withExactText("自定义识别词").exists).ok({ timeout: 15_000 });
  await t.expect(Selector("main").withText("前定位词 <> 后定位词 >> EP-12").exists).ok();

  await t.typeText(rules(), "# 柯南\n第 <> 集 >> 12", { paste: true });
  await t.click(button("保存"));
  await t.expect(Selector("#setting-recognition-rules-error").withText(BAD_LINE).exists).ok();
  await t.expect(rules().getAttribute("aria-invalid")).eql("true");
  const stored = await mustCall<{ rules: string }>(s, "/api/setting/get_recognition_rules");
  await t.expect(stored.rules).eql("", "a refused save stores nothing");
  await expectNoAxeViolations(t);

  // Unsaved rules preview as typed; then saved, they are the ones in force.
  await t.typeText(rules(), "第 <> 集 >> EP-12", { paste: true, replace: true });
  await preview(t);
  await expectNoAxeViolations(t);
  await t.click(button("保存"));
  await t.expect(Selector(".bp6-toast").withText("保存成功").exists).ok();
  const saved = await mustCall<{ rules: string }>(s, "/api/setting/get_recognition_rules");
  await t.expect(saved.rules).eql("第 <> 集 >> EP-12");

  await storeTheme("DEEP_DARK");
  await reload();
  await t.expect(Selector("body").withAttribute("data-theme", "deep-dark").exists).ok();
  await t.expect(rules().value).eql("第 <> 集 >> EP-12", { timeout: 15_000 });
  await t.resizeWindow(390, 844);
  await preview(t);
  await expectNoAxeViolations(t);
});

test("a rule scoped to a custom subscription is saved and listed with its scope", async (t) => {
  const s = fixtureSession(t);
  const downloads = `${(t.fixtureCtx as Ctx).tree.root}/downloads`;
  await mustCall(s, "/api/config/save_media_path", [
    {
      download_path: downloads,
      source_dir: downloads,
      target_dir: `${(t.fixtureCtx as Ctx).tree.root}/library`,
      type: "movie",
      file_process_mode: "link",
    },
  ]);
  const custom = await mustCall<{ id: number }>(s, "/api/subscribe/sub_custom", {
    name: "黑客帝国",
    save_path: downloads,
  });
  await openSignedIn(t, s, PATH, "LIGHT");
  const scope = field("适用范围");
  await t
    .expect(scope.find("option").withExactText("自定义订阅：黑客帝国").exists)
    .ok({ timeout: 15_000 });
  await t.click(scope).click(scope.find("option").withExactText("自定义订阅：黑客帝国"));
  await t.typeText(rules(), "Resurrections", { paste: true, replace: true });
  await t.click(button("保存"));
  await t.expect(Selector(".bp6-toast").withText("保存成功").exists).ok();
  const saved = await mustCall<{ scoped: { scope: string; id: number; rules: string }[] }>(
    s,
    "/api/setting/get_recognition_rules",
  );
  await t
    .expect(saved.scoped)
    .eql([{ scope: "custom_sub", id: custom.id, rules: "Resurrections" }]);
  await reload();
  const list = Selector("section").withText("已设置的识别词");
  await t
    .expect(list.find("button").withExactText("自定义订阅：黑客帝国：1条").exists)
    .ok({ timeout: 15_000 });
  await expectNoAxeViolations(t);
});

/** Three download records written into the binary's own database (sqlite3, as analyze.test.ts); once, however often the test is tried. */
function writeRecords(dataDir: string) {
  const rec = (id: number, name: string) =>
    `INSERT OR IGNORE INTO download_record(id, site_name, user_id, torrent_name, torrent_subject, torrent_hash,
      save_path, client_name, status, created_at) VALUES (${id}, 'hdsky', 1, '${name}', '', 'h${id}',
      '/dl', 'qb', 1, '2026-11-20 10:00:00');`;
  const sql = [
    rec(1, NAME),
    rec(2, "Dune.2021.1080p.BluRay.x264-CtrlHD"),
    rec(3, "Dune.2021.预告.1080p.BluRay.x264-CtrlHD"),
  ].join("\n");
  execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(dataDir, "movie-robot.db")], {
    input: sql,
  });
}

test("还会改变什么 replays unsaved rules on the download history, nothing saved", async (t) => {
  const s = fixtureSession(t);
  writeRecords((t.fixtureCtx as Ctx).server.dataDir);
  await mustCall(s, "/api/setting/save_recognition_rules", {
    rules: "第 <> 集 >> EP-12",
    scoped: [],
  });
  await openSignedIn(t, s, PATH, "LIGHT");
  await t.expect(rules().value).eql("第 <> 集 >> EP-12", { timeout: 15_000 });
  await t.typeText(rules(), "预告", { paste: true, replace: true });
  await t.click(button("对照下载记录"));
  const verdict = Selector(".bp6-callout").withText("最近 3 条下载记录中，2 条的识别结果会改变。");
  await t.expect(verdict.exists).ok({ timeout: 15_000 });
  await t.expect(verdict.withText("其中 1 条会因屏蔽词被引擎忽略。").exists).ok();
  const conan = Selector("main table tbody tr").withText(NAME);
  await t.expect(conan.find("td").textContent).eql("集：845 → 857");
  const dune = Selector("main table tbody tr").withText("预告");
  await t.expect(dune.find("td").textContent).eql("含屏蔽词，会被忽略");
  await expectNoAxeViolations(t);
  const stored = await mustCall<{ rules: string }>(s, "/api/setting/get_recognition_rules");
  await t.expect(stored.rules).eql("第 <> 集 >> EP-12", "the check saves nothing");

  await storeTheme("DEEP_DARK");
  await reload();
  await t.resizeWindow(390, 844);
  await t.expect(rules().value).eql("第 <> 集 >> EP-12", { timeout: 15_000 });
  await t.click(button("对照下载记录"));
  await t
    .expect(Selector(".bp6-callout").withText("最近 3 条下载记录的识别结果都不会改变。").exists)
    .ok({
      timeout: 15_000,
    });
  await expectNoAxeViolations(t);
});
