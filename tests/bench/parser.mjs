// Issue 25's parser figures: `movie-robot release score` over public
// parser suites kept OUTSIDE this repository (guessit is LGPL, Sonarr GPL:
// never copy them in). Point the variables at the folders, e.g. after
//   git clone --depth 1 https://github.com/guessit-io/guessit /tmp/guessit
//   git clone --depth 1 https://github.com/Sonarr/Sonarr /tmp/sonarr
//   MR_GUESSIT_TESTS=/tmp/guessit/guessit/test
//   MR_SONARR_PARSER_TESTS=/tmp/sonarr/src/NzbDrone.Core.Test/ParserTests
// A missing variable or folder is skipped with a message.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ROOT = new URL("../..", import.meta.url).pathname;
const BINARY = `${ROOT}bin/movie-robot`;
const SETS = [
  { name: "guessit", env: "MR_GUESSIT_TESTS", flag: "--guessit" },
  { name: "sonarr", env: "MR_SONARR_PARSER_TESTS", flag: "--sonarr" },
];
const TARGET = "≥ 97 % all fields";
// Our own table of real-shaped names (346 of 502 with Chinese), in the
// repository: always scored. go test holds it to every name right.
const TABLE = `${ROOT}server/release/testdata/names.tsv`;
const TABLE_TARGET = "every name (golden test in go test)";

// One row per suite line: "S: N names: x% all fields right, title y%, …"
// (Sonarr's Chinese fansub names are their own line, sonarr-chinese).
export function parserFigures() {
  const rows = [];
  const args = ["release", "score"];
  for (const s of SETS) {
    const dir = process.env[s.env];
    if (!dir || !existsSync(dir)) {
      rows.push([s.name, "–", "–", `skipped: set ${s.env} to the suite's folder`]);
      continue;
    }
    args.push(s.flag, dir);
  }
  args.push("--table", TABLE);
  const run = spawnSync(BINARY, args, { encoding: "utf8" });
  const lines = (run.stdout ?? "").trim().split("\n");
  for (const line of lines) {
    const m = line.match(/^(\S+): (\d+) names: ([\d.]+)% all fields right, (.*)$/);
    const target = m?.[1].startsWith("table") ? TABLE_TARGET : TARGET;
    if (m) rows.push([m[1], `${m[3]} % of ${m[2]}`, m[4].replaceAll("%", " %"), target]);
  }
  if (rows.every((r) => r[1] === "–")) rows.push(["–", "–", "–", `failed: ${run.stderr}`]);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("| suite | all fields right | per field | target |\n|---|---|---|---|");
  for (const r of parserFigures()) console.log(`| ${r.join(" | ")} |`);
}
