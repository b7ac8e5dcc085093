import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import postcss, { type ChildNode } from "postcss";
import { describe, it } from "vitest";
import { requiresDark, splitDarkCss } from "./dark-css";

// Issue 31's measurement, run on demand after `make build`:
// (MR_DIST=/path/to/dist/ to read another build)
//   MR_DARK_CSS_REPORT=1 npx vitest run --config tests/vitest.config.ts web/build/dark-css-report.test.ts
// What moving the dark-only rules out of the entry's stylesheet would save a
// light palette's first load, and what it would cost a dark one, for each
// way of keeping the cascade identical. Skipped otherwise (needs dist/).

const DIST = process.env.MR_DIST ?? new URL("../../dist/", import.meta.url).pathname;
const br = (css: string) =>
  brotliCompressSync(Buffer.from(css), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kB = (n: number) => (n / 1000).toFixed(1);

/** A top-level node whose every rule (in @media/@supports too) needs the dark class. */
function darkOnly(node: ChildNode): boolean {
  if (node.type === "rule") {
    try {
      return requiresDark(node.selector);
    } catch {
      return false;
    }
  }
  if (node.type === "atrule" && /^(media|supports)$/i.test(node.name))
    return (node.nodes ?? []).length > 0 && (node.nodes ?? []).every(darkOnly);
  return false;
}

describe.runIf(process.env.MR_DARK_CSS_REPORT)("dark-only rules of the built stylesheet", () => {
  it("prints what each split saves a light first load and costs a dark one", () => {
    const manifest = JSON.parse(readFileSync(`${DIST}.manifest.json`, "utf8"));
    const [file] = manifest.entries.index.initial.css as string[];
    const css = readFileSync(`${DIST}${file}`, "utf8");
    const whole = br(css);
    const rows: string[] = [];
    const row = (name: string, main: string, darkSheets: string[]) => {
      const dark = darkSheets.reduce((n, s) => n + br(s), 0);
      rows.push(
        `${name}: main ${kB(main.length)} kB raw, ${kB(br(main))} kB br (light saves ${kB(whole - br(main))} kB br); ` +
          `dark sheets ${darkSheets.length} (${kB(darkSheets.join("").length)} kB raw, ${kB(dark)} kB br; ` +
          `a dark first load carries ${kB(br(main) + dark - whole)} kB br more, +${darkSheets.length} request(s))`,
      );
    };
    // Upper bound: every dark-only top-level rule out, the cascade ignored.
    const root = postcss.parse(css);
    const runs: { dark: boolean; text: string }[] = [];
    for (const node of root.nodes) {
      const dark = darkOnly(node);
      const last = runs.at(-1);
      if (last?.dark === dark) last.text += node.toString();
      else runs.push({ dark, text: node.toString() });
    }
    const darkRuns = runs.filter((r) => r.dark);
    rows.push(
      `${file}: ${kB(css.length)} kB raw, ${kB(whole)} kB br; ${darkRuns.length} runs of dark-only rules, ${kB(darkRuns.map((r) => r.text).join("").length)} kB raw`,
    );
    row(
      "upper bound (all moved, cascade NOT kept)",
      runs
        .filter((r) => !r.dark)
        .map((r) => r.text)
        .join(""),
      [darkRuns.map((r) => r.text).join("")],
    );
    for (const rivals of ["equal-or-higher", "equal"] as const) {
      const s = splitDarkCss(css, rivals);
      row(`one later sheet, ties checked (${rivals}; ${s.kept.length} dark rules kept)`, s.main, [
        s.dark,
      ]);
    }
    // Cascade identical by construction: the largest K runs as sheets linked
    // in their own place between the pieces of the main one.
    for (const k of [1, 4, 16]) {
      const largest = new Set(
        [...darkRuns].sort((a, b) => b.text.length - a.text.length).slice(0, k),
      );
      row(
        `${k} interleaved sheet(s), cascade kept by order`,
        runs
          .filter((r) => !largest.has(r))
          .map((r) => r.text)
          .join(""),
        [...largest].map((r) => r.text),
      );
    }
    console.log(rows.join("\n"));
    // Brotli at quality 11, as the build compresses, of a 345 kB sheet a dozen times.
  }, 600_000);
});
