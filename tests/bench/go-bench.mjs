// The Go benchmarks behind issues 11 and 12's `make bench` figures, run
// with `go test -bench` (never with the unit tests: `go test ./...` skips
// them). Each reports how many items one operation handles (sites, rows,
// records, files) so the table can give items per second too.
import { spawnSync } from "node:child_process";

const ROOT = new URL("../..", import.meta.url).pathname;

// What to run: the package, the benchmark (sub-benchmarks are reported
// each on their own row), how many operations, the issue's target.
const BENCHES = [
  {
    pkg: "./server/release",
    name: "BenchmarkParse",
    runs: "1s",
    what: "release-name parser, one name",
    target: "≥ 100,000 names/s",
  },
  {
    pkg: "./server/ptsites",
    name: "BenchmarkSearchTenSlowSites",
    runs: "5x",
    what: "search, 10 sites × 300 ms",
    target: "well under 1000 ms",
  },
  {
    pkg: "./server/indexer",
    name: "BenchmarkParse100Rows",
    runs: "200x",
    what: "parse a 100-row NexusPHP page",
    target: "< 5 ms",
  },
  {
    pkg: "./server/downloads",
    name: "BenchmarkRecordList",
    runs: "200x",
    what: "record_list page of 20, 10,000 records",
    target: "",
  },
  {
    pkg: "./server/library",
    name: "BenchmarkOrganise10kFiles",
    runs: "1x",
    what: "organiser, 10,000 files, cached TMDB",
    target: "",
  },
  {
    pkg: "./server/analyze",
    name: "BenchmarkReport100k",
    runs: "5x",
    what: "/movie/analyze report (uncached), 100,000 records over a year",
    target: "",
  },
  {
    pkg: "./server/subengine",
    name: "BenchmarkMatchListing",
    runs: "5x",
    what: "listing refresh, 10 sites × 100 rows vs 1,000 subscriptions",
    target: "CPU < 1000 ms, memory < 100 MB",
  },
];

// Figures a benchmark reports without "/op" (cpu-ms, alloc-MB): shown
// after its name, since the table's columns are per-operation ones.
function extras(metrics) {
  const out = Object.entries(metrics)
    .filter(([u]) => !u.endsWith("/op"))
    .map(([u, v]) => `${u.replace("-", " ")} ${v}`);
  return out.length ? ` [${out.join(", ")}]` : "";
}

// One line of `go test -bench` output: name-GOMAXPROCS, N, then value-unit pairs.
function parseLine(line) {
  const m = /^(Benchmark\S+?)(?:-\d+)?\s+(\d+)\s+(.*)$/.exec(line);
  if (!m) return null;
  const metrics = {};
  for (const [, v, unit] of m[3].matchAll(/([\d.e+-]+) (\S+)/g)) metrics[unit] = Number(v);
  return { name: m[1], n: Number(m[2]), metrics };
}

function run(b) {
  const args = ["test", "-run", "^$", "-bench", `^${b.name}$`, "-benchtime", b.runs, b.pkg];
  const out = spawnSync("go", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 24 });
  const lines = (out.stdout ?? "").split("\n").map(parseLine).filter(Boolean);
  if (out.status !== 0 || lines.length === 0) {
    const tail = `${out.stdout ?? ""}${out.stderr ?? ""}`.trim().split("\n").slice(-5).join(" / ");
    return { error: `go ${args.join(" ")}: ${tail || out.error}` };
  }
  return { lines };
}

// Rows for bench.mjs's table: figure, benchmark, runs, ms per op, items per
// op, items per second, target. A benchmark that breaks gives a row saying
// so (the others still run; nothing here fails on a figure).
export function goBenchRows(f) {
  const rows = [];
  const errors = [];
  for (const b of BENCHES) {
    const r = run(b);
    if (r.error) {
      rows.push([b.what, b.name, "–", "–", "–", "–", b.target]);
      errors.push(r.error);
      continue;
    }
    for (const l of r.lines) {
      const ms = l.metrics["ns/op"] / 1e6;
      const [unit, items] = Object.entries(l.metrics).find(
        ([u]) => u.endsWith("/op") && !["ns/op", "B/op", "allocs/op"].includes(u),
      ) ?? ["items/op", Number.NaN];
      const sub = l.name.slice(b.name.length); // "/preview" of a sub-benchmark
      rows.push([
        `${b.what}${sub ? ` (${sub.slice(1)})` : ""}${extras(l.metrics)}`,
        l.name,
        f(l.n, 0),
        f(ms, ms < 10 ? 2 : 0),
        `${f(items, 0)} ${unit.replace("/op", "")}`,
        f(items / (ms / 1000), 0),
        b.target,
      ]);
    }
  }
  return { rows, errors };
}
