import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

// A feature's stylesheet stays loaded once its screen has been shown, so a
// class two features both style leaks from one screen into the other
// (媒体整理's card and table took 全部影视's grid rules after a visit there).
// A class is styled by one feature folder only; shared looks belong in
// web/components or web/styles.

const features = resolve(import.meta.dirname, "../../web/features");

/** Styled elsewhere on purpose: the invite card adjusts the settings' shared action row. */
const SHARED = new Set(["mr-setting-actions"]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") ? [path] : [];
  });
}

/** The mr-* classes a stylesheet's selectors name (comments and declarations left out). */
function classesOf(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}");
  return new Set([...selectors.matchAll(/\.(mr-[a-z0-9-]+)/g)].map((m) => m[1] as string));
}

describe("feature stylesheets", () => {
  it("reads the classes of selectors, not of values", () => {
    expect([...classesOf(".mr-a .mr-b, .mr-c:hover { background: url(x.mr-d.png) }")]).toEqual([
      "mr-a",
      "mr-b",
      "mr-c",
    ]);
  });

  it("style each mr-* class in one feature folder only", () => {
    const owners = new Map<string, Set<string>>();
    for (const file of cssFiles(features)) {
      const feature = relative(features, file).split(sep)[0] as string;
      for (const name of classesOf(readFileSync(file, "utf8"))) {
        if (!owners.has(name)) owners.set(name, new Set());
        owners.get(name)?.add(feature);
      }
    }
    const shared = [...owners]
      .filter(([name, folders]) => folders.size > 1 && !SHARED.has(name))
      .map(([name, folders]) => `${name}: ${[...folders].sort().join(", ")}`);
    expect(shared).toEqual([]);
  });
});
