import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { fileSpecifiers, sourceFiles, specifiers } from "./source-imports";

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

/** Each upward import as "importing file → imported path", both relative to the repository. */
function upwardImports(files: string[]): string[] {
  const root = dirname(web);
  const found: string[] = [];
  for (const file of files) {
    const from = rankOf(file);
    for (const specifier of fileSpecifiers(file)) {
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
