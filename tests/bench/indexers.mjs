// Issue 24's conformance figures: `movie-robot indexers check` over copies
// of Jackett's and Prowlarr's Cardigann definitions kept OUTSIDE this
// repository (they are GPL-2.0; never copy them in). Point the variables at
// the folders, e.g. after
//   git clone --depth 1 https://github.com/Jackett/Jackett /tmp/jackett
//   MR_JACKETT_DEFS=/tmp/jackett/src/Jackett.Common/Definitions
//   MR_PROWLARR_DEFS=/path/to/Prowlarr/Indexers/definitions/v11
// A missing variable or folder is skipped with a message.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ROOT = new URL("../..", import.meta.url).pathname;
const BINARY = `${ROOT}bin/movie-robot`;
const SETS = [
  { name: "Jackett", env: "MR_JACKETT_DEFS", target: "≥ 99 % opened, ≥ 97 % no gap" },
  { name: "Prowlarr v11", env: "MR_PROWLARR_DEFS", target: "≥ 99 % opened, ≥ 97 % no gap" },
];

// Each set's summary line: "N files: A opened (x%), B with no gap (y%), …".
export function indexerFigures() {
  const rows = [];
  for (const s of SETS) {
    const dir = process.env[s.env];
    if (!dir || !existsSync(dir)) {
      rows.push([s.name, "–", "–", `skipped: set ${s.env} to a folder of the definitions`]);
      continue;
    }
    const run = spawnSync(BINARY, ["indexers", "check", dir], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    const last = (run.stdout ?? "").trim().split("\n").pop() ?? "";
    const m = last.match(
      /^(\d+) files: (\d+) opened \(([\d.]+)%\), (\d+) with no gap \(([\d.]+)%\)/,
    );
    rows.push(
      m
        ? [s.name, `${m[3]} % (${m[2]}/${m[1]})`, `${m[5]} % (${m[4]}/${m[1]})`, s.target]
        : [s.name, "–", "–", `failed: ${last || run.stderr}`],
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("| definitions | opened | no gap | target |\n|---|---|---|---|");
  for (const r of indexerFigures()) console.log(`| ${r.join(" | ")} |`);
}
