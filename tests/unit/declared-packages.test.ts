import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-imports";

// Every package the app, its build and its tests import is declared in
// package.json. One that only arrives as another package's dependency works
// until that package drops or moves it (postcss-selector-parser came only
// through purgecss), and `npm ci` gives no warning.

const root = resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
]);

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name"; null for relative and built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) {
    return null;
  }
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
  return builtinModules.includes(name) ? null : name;
}

// Statements only (a line that starts one, or ends a multi-line one), so
// comments and strings that mention "from" or "import" are not read.
const packagePatterns = [
  /^\s*(?:import|export)\b.*\bfrom\s*["']([^"']+)["']/gm,
  /^\s*\}\s*from\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\b(?:import|require|vi\.mock|vi\.importActual)\(\s*["']([^"']+)["']\s*\)/g,
];

const packageName = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

function importedPackages(source: string): string[] {
  const code = source.replace(/^\s*(?:\/\/|\/\*|\*).*$/gm, "");
  return packagePatterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((m) => packageOf(m[1] as string)))
    .filter((name): name is string => name !== null && packageName.test(name));
}

function undeclared(): string[] {
  const files = [
    ...sourceFiles(join(root, "web")),
    ...sourceFiles(join(root, "tests"), /\.(tsx?|mjs|cjs)$/),
    join(root, "rsbuild.config.ts"),
  ];
  // This file's own examples name packages that do not exist.
  return files
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) =>
      importedPackages(readFileSync(file, "utf8"))
        .filter((name) => !declared.has(name))
        .map((name) => `${relative(root, file)} imports ${name}`),
    );
}

describe("declared packages", () => {
  it("reads a specifier's package", () => {
    expect(packageOf("@blueprintjs/icons/lib/esm")).toBe("@blueprintjs/icons");
    expect(packageOf("postcss-selector-parser")).toBe("postcss-selector-parser");
    expect(packageOf("../lib/http")).toBeNull();
    expect(packageOf("node:fs")).toBeNull();
    expect(packageOf("path")).toBeNull();
    const source = [
      'import { a } from "jotai";',
      'import {\n  b,\n} from "@tanstack/react-query/build";',
      'import "./x.css";',
      'const m = await import("postcss-selector-parser");',
      '// import x from "commented"',
      'const y = t.from("not-a-package");',
      '/** `lazyPage(() => import("spec"))` */',
      'throw new Error(`import("…")`);',
    ].join("\n");
    expect(importedPackages(source).sort()).toEqual([
      "@tanstack/react-query",
      "jotai",
      "postcss-selector-parser",
    ]);
  });

  it("every imported package is in package.json", () => {
    const found = [...new Set(undeclared())];
    expect(found, `Declare these in package.json:\n${found.join("\n")}\n`).toEqual([]);
  });
});
