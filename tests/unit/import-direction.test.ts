import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

// Imports in the web app run downward only: the entry points (main.tsx,
// web/build, web/app: router, providers, shells) may import anything;
// web/features may import each other and everything below; the shared layers
// (components, lib, state, i18n, styles, assets) never import features or app.
// tsconfig.json defines no path alias, so every in-tree import is relative.

const web = resolve(import.meta.dirname, "../../web");

/** Higher imports lower; an import from a lower rank to a higher one runs upward. */
const rankNames = ["shared (components, lib, state, i18n, …)", "features", "app"];

function rankOf(file: string): number {
  const top = relative(web, file).split(sep)[0];
  if (top === "app" || top === "build" || top === "main.tsx") return 2;
  if (top === "features") return 1;
  return 0;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`,
// and the specifiers tests mock (`vi.mock("x")`), which load the module too.
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\s*\(\s*)["']([^"']+)["']/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].map((match) => match[1] as string);
}

/** Each upward import as "importing file → imported path", both relative to the repository. */
function upwardImports(files: string[]): string[] {
  const root = dirname(web);
  const found: string[] = [];
  for (const file of files) {
    const from = rankOf(file);
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(web + sep)) continue;
      const to = rankOf(target);
      if (to > from) {
        found.push(
          `${relative(root, file)} → ${relative(root, target)} ("${specifier}": ${rankNames[from]} must not import ${rankNames[to]})`,
        );
      }
    }
  }
  return found;
}

describe("import direction", () => {
  it("finds an upward import when there is one", () => {
    expect(rankOf(join(web, "components", "x.tsx"))).toBe(0);
    expect(rankOf(join(web, "features", "x", "y.ts"))).toBe(1);
    expect(rankOf(join(web, "app", "x.ts"))).toBe(2);
    expect(specifiers('import { a } from "../app/paths";\nvi.mock("../features/x");')).toEqual([
      "../app/paths",
      "../features/x",
    ]);
  });

  it("no web module imports a layer above its own", () => {
    const upward = upwardImports(sourceFiles(web));
    // The message lists each offending file and what it imports.
    expect(
      upward,
      `Upward imports (move the shared piece down, e.g. into web/lib or web/components):\n${upward.join("\n")}\n`,
    ).toEqual([]);
  });
});
