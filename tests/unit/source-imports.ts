import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// What the source-shape tests (import direction, declared packages) read:
// the source files under a folder and the module specifiers each names.

/** Every file under dir whose name matches (node_modules and dist skipped). */
export function sourceFiles(dir: string, name = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === "node_modules" || entry === "dist") return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path, name);
    return name.test(entry) ? [path] : [];
  });
}

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`,
// and the specifiers tests mock (`vi.mock("x")`), which load the module too.
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\s*\(\s*)["']([^"']+)["']/g;

export function specifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].map((match) => match[1] as string);
}

/** The specifiers of a file on disk. */
export function fileSpecifiers(file: string): string[] {
  return specifiers(readFileSync(file, "utf8"));
}
